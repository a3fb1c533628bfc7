/**
 * The contact API in each language of a site in three, one written right to left: the JSON
 * route keeps the message's language and answers in codes, the plain form's pages answer in the
 * form's language and its direction.
 */
import { afterEach, describe, expect, it } from 'vitest'
import { wordsIn } from '../../src/content/words'
import { textDirection } from '../../src/i18n/text-direction'
import { pathFor } from '../../src/i18n/routes'
import { readPage } from '../../test/server/answer-page'
import { fieldErrorText } from './plain-form-page'
import { postJson, validBody } from '../../test/server/fixtures'
import { startHarness, type Harness } from '../../test/server/harness'
import { THREE_LANGUAGES, inThreeLanguages } from '../../test/three-languages'
import { ENGINE_LANGUAGES } from '../../src/words/engine-words'

inThreeLanguages()

let h: Harness | undefined
afterEach(async () => {
  await h?.close()
  h = undefined
})

async function harness(): Promise<Harness> {
  h = await startHarness({ sink: 'files', config: { trustProxy: true } })
  return h
}

const FORM = '/api/contact/form'

function postForm(app: Harness['app'], fields: Record<string, string>) {
  return app.request(FORM, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      'x-forwarded-for': '203.0.113.7',
    },
    body: new URLSearchParams(fields).toString(),
  })
}

describe.each(THREE_LANGUAGES)('the contact API in %s', (language) => {
  it('stores a message in the language it was written in, answering with codes only', async () => {
    const { app, store } = await harness()
    const queued = await app.request('/api/contact', postJson({ ...validBody, language }))
    expect(queued.status).toBe(202)
    expect((await store.list()).map((message) => message.language)).toEqual([language])
    const invalid = await app.request('/api/contact', postJson({ language }))
    expect(invalid.status).toBe(422)
    const { errors } = (await invalid.json()) as { errors: Record<string, string> }
    expect(errors.message).toBe('required')
  })

  it('answers the plain form’s sent page in the form’s language and direction', async () => {
    const { app } = await harness()
    const words = wordsIn(language).contact
    const page = await app.request(`${FORM}?sent=${language}`)
    const { document, screen } = readPage(await page.text())
    expect(document.documentElement.lang).toBe(language)
    expect(document.documentElement.dir).toBe(textDirection(language))
    expect(screen.getByText(words.sent)).toBeTruthy()
    const back = screen.getByRole('link', { name: words.answer.back })
    expect(back.getAttribute('href')).toBe(`${pathFor(language, 'home')}#contact`)
  })

  it('answers the plain form’s mistakes in the form’s language', async () => {
    const { app, store } = await harness()
    const res = await postForm(app, { name: 'A', email: 'nope', language })
    expect(res.status).toBe(422)
    const { document, screen } = readPage(await res.text())
    const words = wordsIn(language).contact
    expect(document.documentElement.lang).toBe(language)
    expect(document.documentElement.dir).toBe(textDirection(language))
    expect(document.body.textContent).toContain(words.answer.invalid)
    const email = screen.getByRole('link', { name: fieldErrorText('email', 'invalid', words) })
    expect(email.getAttribute('href')).toBe('#contact-email')
    expect(await store.list()).toHaveLength(0)
  })
})

describe('the contact API of a site in three languages', () => {
  it('refuses a language the site is not written in', async () => {
    const other = ENGINE_LANGUAGES.find((language) => !THREE_LANGUAGES.includes(language))
    const { app } = await harness()
    const res = await app.request('/api/contact', postJson({ ...validBody, language: other }))
    expect(res.status).toBe(422)
    expect(await res.json()).toEqual({ errors: { language: 'invalid' } })
  })

  it('pairs the right-to-left language with its direction and the others left to right', () => {
    expect(THREE_LANGUAGES.map(textDirection)).toEqual(['ltr', 'rtl', 'ltr'])
  })
})
