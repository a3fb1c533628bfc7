import { existsSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { FIRST, FIRST_LANG, homeIn, SECOND, SECOND_LANG } from '../../test/web/words'
import { postJson, validBody } from '../../test/server/fixtures'
import type { Harness, HarnessOptions } from '../../test/server/harness'
import { startHarness } from '../../test/server/harness'
import { readPage } from '../../test/server/answer-page'
import { BRIEF_CHOICES, BRIEF_FIELDS, CONTACT_LIMITS } from '../../src/schema/contact-schema'
import { format } from '../../src/lib/format'
import { briefChoices } from '../../src/schema/brief-choices'
import { fieldErrorText } from './plain-form-page'
import { MAX_FORM_BYTES } from './plain-form-route'

const FORM = '/api/contact/form'

const validForm = {
  name: 'Ana García',
  email: 'ana@example.com',
  subject: 'A project for you',
  message: 'Hello, I would like to talk about a project.',
  consent: 'on',
  language: SECOND_LANG,
  website: '',
}

let h: Harness | undefined
afterEach(async () => {
  await h?.close()
  h = undefined
})

async function harness(options: HarnessOptions = {}): Promise<Harness> {
  h = await startHarness({
    sink: 'files',
    ...options,
    config: { trustProxy: true, ...options.config },
  })
  return h
}

function postForm(
  app: Harness['app'],
  fields: Record<string, string> | string,
  headers: Record<string, string> = {},
) {
  const body = typeof fields === 'string' ? fields : new URLSearchParams(fields).toString()
  return app.request(FORM, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      'x-forwarded-for': '203.0.113.7',
      ...headers,
    },
    body,
  })
}

function without(field: keyof typeof validForm): Record<string, string> {
  return Object.fromEntries(Object.entries(validForm).filter(([key]) => key !== field))
}

describe('POST /api/contact/form', () => {
  it('stores the message once, then sends the browser to the sent page with 303', async () => {
    const { app, store, dataDir } = await harness()
    const res = await postForm(app, validForm)
    expect(res.status).toBe(303)
    expect(res.headers.get('location')).toBe(`${FORM}?sent=${SECOND_LANG}`)
    expect(res.headers.get('cache-control')).toBe('no-store')
    const stored = await store.list()
    expect(stored).toHaveLength(1)
    expect(stored[0]).toMatchObject({
      name: 'Ana García',
      email: 'ana@example.com',
      consent: true,
      language: SECOND_LANG,
    })
    // The delivery worker was woken, as for a JSON post.
    await expect
      .poll(() => existsSync(join(dataDir, 'mail')) && readdirSync(join(dataDir, 'mail')).length)
      .toBe(1)
  })

  it('answers the sent page in the form’s language, with the way back to the form', async () => {
    const { app } = await harness()
    for (const [language, words, back] of [
      [SECOND_LANG, SECOND, `${homeIn(SECOND_LANG)}#contact`],
      [FIRST_LANG, FIRST, `${homeIn(FIRST_LANG)}#contact`],
    ] as const) {
      const page = await app.request(`${FORM}?sent=${language}`)
      expect(page.status).toBe(200)
      expect(page.headers.get('content-type')).toMatch(/^text\/html/)
      expect(page.headers.get('content-security-policy')).toContain("default-src 'self'")
      const { document, screen } = readPage(await page.text())
      expect(document.documentElement.lang).toBe(language)
      expect(document.title).toBe(words.contact.answer.title)
      expect(screen.getByText(words.contact.sent)).toBeTruthy()
      const link = screen.getByRole('link', { name: words.contact.answer.back })
      expect(link.getAttribute('href')).toBe(back)
      // Nothing the site's CSP would block.
      expect(document.querySelectorAll('script, style, [style]')).toHaveLength(0)
    }
  })

  it("answers in the site's first language when the language is missing or unknown", async () => {
    const { app } = await harness()
    const missing = await postForm(app, without('language'))
    expect(missing.headers.get('location')).toBe(`${FORM}?sent=${FIRST_LANG}`)
    const unknown = await postForm(app, { ...validForm, language: 'zz' })
    expect(unknown.headers.get('location')).toBe(`${FORM}?sent=${FIRST_LANG}`)
    expect((await h?.store.list())?.map((m) => m.language)).toEqual([FIRST_LANG, FIRST_LANG])
  })

  it('answers 422 with each error in the form’s words, the form again, and stores nothing', async () => {
    const { app, store } = await harness()
    const typed = { name: 'A', email: 'nope', subject: 'Hi', message: '', language: FIRST_LANG }
    const res = await postForm(app, typed)
    expect(res.status).toBe(422)
    const { document, screen, form, field } = readPage(await res.text())
    expect(document.documentElement.lang).toBe(FIRST_LANG)
    expect(screen.getByText(FIRST.contact.answer.invalid)).toBeTruthy()
    const t = FIRST.contact
    for (const [field, code] of [
      ['name', 'too_short'],
      ['email', 'invalid'],
      ['subject', 'too_short'],
      ['message', 'required'],
      ['consent', 'consent_required'],
    ] as const) {
      const link = screen.getByRole('link', { name: fieldErrorText(field, code, t) })
      expect(link.getAttribute('href')).toBe(`#contact-${field}`)
    }
    // The field's own words, then the limit it missed, as one sentence after another.
    const required = t.fields.name.required.replace(/[.!?]?$/, '.')
    const limit = format(t.tooShort, { min: CONTACT_LIMITS.name.min })
    expect(fieldErrorText('name', 'too_short', t)).toBe(`${required} ${limit}`)
    // What was typed is there to fix, not to type again.
    expect(field('email').value).toBe('nope')
    expect(form?.method).toBe('post')
    expect(form?.getAttribute('action')).toBe(FORM)
    expect(form?.noValidate).toBe(true)
    expect(field('language').value).toBe(FIRST_LANG)
    const back = screen.getByRole('link', { name: FIRST.contact.answer.back })
    expect(back.getAttribute('href')).toBe(`${homeIn(FIRST_LANG)}#contact`)
    expect(await store.list()).toHaveLength(0)
  })

  // The content's first id of each choice; an owner without one of them leaves it out.
  const brief = Object.fromEntries(
    BRIEF_FIELDS.flatMap((field) => {
      const [id] = BRIEF_CHOICES[field]
      return id === undefined ? [] : [[field, id]]
    }),
  )

  it('stores the brief chosen in the form', async () => {
    const { app, store } = await harness()
    const res = await postForm(app, {
      ...validForm,
      service: '',
      budget: '',
      timeline: '',
      ...brief,
    })
    expect(res.status).toBe(303)
    const [stored] = await store.list()
    expect(stored).toMatchObject(brief)
    for (const field of BRIEF_FIELDS.filter((field) => !(field in brief)))
      expect(stored?.[field]).toBeUndefined()
  })

  it.each(BRIEF_FIELDS)(
    'answers 422 to a %s the content does not define, naming it and keeping the other choices',
    async (field) => {
      const { app, store } = await harness()
      const res = await postForm(app, { ...validForm, ...brief, [field]: 'no-such-choice' })
      expect(res.status).toBe(422)
      const page = readPage(await res.text())
      const label = SECOND.contact.brief?.[field] ?? field
      const link = page.screen.getByRole('link', { name: label })
      expect(link.getAttribute('href')).toBe(`#contact-${field}`)
      // The form again holds a select for each choice the content has, as the page's does.
      for (const choice of briefChoices(SECOND)) {
        const select = page.field(choice.field)
        expect(select.tagName).toBe('SELECT')
        expect(select.id).toBe(`contact-${choice.field}`)
        const kept = brief[choice.field]
        if (choice.field !== field && kept) expect(select.value).toBe(kept)
      }
      if (!briefChoices(SECOND).some((choice) => choice.field === field))
        expect(page.form?.elements.namedItem(field)).toBeNull()
      else expect(page.field(field).getAttribute('aria-invalid')).toBe('true')
      expect(await store.list()).toHaveLength(0)
    },
  )

  it('answers errors in English for an English form', async () => {
    const { app } = await harness()
    const res = await postForm(app, { ...without('consent'), email: 'not-an-address' })
    expect(res.status).toBe(422)
    const { document, field } = readPage(await res.text())
    expect(document.documentElement.lang).toBe(SECOND_LANG)
    const text = document.body.textContent ?? ''
    expect(text).toContain(fieldErrorText('email', 'invalid', SECOND.contact))
    expect(text).toContain(SECOND.contact.consentRequired)
    expect(text).not.toContain(SECOND.contact.fields.name.required)
    expect(field('name').value).toBe('Ana García')
  })

  it('gives back everything typed as typed, as text, never as markup', async () => {
    const { app } = await harness()
    const typed = {
      name: '<script>alert(1)</script>',
      email: '"><img src=x onerror=alert(1)>',
      subject: "it's & <b>",
      // A leading newline, which a textarea's parser drops once: the visitor's must stay.
      message: '\n</textarea><script>alert(2)</script>',
    }
    const res = await postForm(app, { ...typed, language: SECOND_LANG })
    expect(res.status).toBe(422)
    const { document, field } = readPage(await res.text())
    expect(document.querySelectorAll('script, img, b')).toHaveLength(0)
    for (const [name, value] of Object.entries(typed)) expect(field(name).value).toBe(value)
  })

  it('answers a filled honeypot as sent but stores nothing', async () => {
    const { app, store } = await harness()
    const res = await postForm(app, { ...validForm, website: 'http://spam.example' })
    expect(res.status).toBe(303)
    expect(res.headers.get('location')).toBe(`${FORM}?sent=${SECOND_LANG}`)
    expect(await store.list()).toHaveLength(0)
  })

  it('takes the longest message the schema accepts in any script', async () => {
    const { app, store } = await harness()
    const res = await postForm(app, {
      ...validForm,
      subject: '项'.repeat(150),
      message: '你好'.repeat(2500),
    })
    expect(res.status).toBe(303)
    expect(await store.list()).toHaveLength(1)
  })

  it('answers 413 with a page in both languages for a body over its limit', async () => {
    const { app, store } = await harness()
    const res = await postForm(app, { ...validForm, message: 'x'.repeat(MAX_FORM_BYTES) })
    expect(res.status).toBe(413)
    const { document, screen } = readPage(await res.text())
    expect(
      screen.getByText(FIRST.contact.answer.tooLarge).closest('[lang]')?.getAttribute('lang'),
    ).toBe(FIRST_LANG)
    expect(
      screen.getByText(SECOND.contact.answer.tooLarge).closest('[lang]')?.getAttribute('lang'),
    ).toBe(SECOND_LANG)
    expect(document.documentElement.lang).toBe(FIRST_LANG)
    expect(await store.list()).toHaveLength(0)
  })

  it('answers 415 to anything but a urlencoded form, and leaves JSON to /api/contact', async () => {
    const { app, store } = await harness()
    const json = await app.request(FORM, postJson(validBody))
    expect(json.status).toBe(415)
    expect(await json.text()).toContain(FIRST.contact.failed)
    const plain = await postForm(app, validForm, { 'content-type': 'text/plain' })
    expect(plain.status).toBe(415)
    expect(await store.list()).toHaveLength(0)
    const encoded = new URLSearchParams(validForm).toString()
    expect(
      (
        await postForm(app, encoded, {
          'content-type': 'application/x-www-form-urlencoded; charset=UTF-8',
        })
      ).status,
    ).toBe(303)
  })

  it('answers 429 with Retry-After and the form again, sharing the JSON route’s allowance', async () => {
    const { app, store } = await harness()
    const json = (headers: Record<string, string>) =>
      app.request(
        '/api/contact',
        postJson(
          { ...validBody, language: FIRST_LANG },
          { 'x-forwarded-for': '203.0.113.7', ...headers },
        ),
      )
    for (let i = 0; i < 3; i += 1) expect((await json({})).status).toBe(202)
    for (let i = 0; i < 2; i += 1) expect((await postForm(app, validForm)).status).toBe(303)
    const limited = await postForm(app, { ...validForm, language: FIRST_LANG })
    expect(limited.status).toBe(429)
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0)
    const page = readPage(await limited.text())
    expect(page.document.body.textContent).toContain(FIRST.contact.rateLimited)
    expect(page.field('email').value).toBe(validForm.email)
    expect((page.field('consent') as HTMLInputElement).checked).toBe(true)
    expect(await store.list()).toHaveLength(5)
    expect((await json({})).status).toBe(429)
  })

  it('does not count invalid posts against the limit', async () => {
    const { app } = await harness()
    for (let i = 0; i < 10; i += 1)
      expect((await postForm(app, { language: SECOND_LANG })).status).toBe(422)
    expect((await postForm(app, validForm)).status).toBe(303)
  })

  it('answers 503 when storage is unavailable, keeping what was typed', async () => {
    const { app, store } = await harness()
    store.close()
    const res = await postForm(app, validForm)
    expect(res.status).toBe(503)
    const { document, field } = readPage(await res.text())
    expect(document.body.textContent).toContain(SECOND.contact.failed)
    expect(field('message').value).toBe(validForm.message)
  })

  it('refuses a post another site made a browser send, and takes the site’s own', async () => {
    const { app, store } = await harness()
    const foreign = await postForm(app, validForm, {
      origin: 'https://evil.example',
      'sec-fetch-site': 'cross-site',
    })
    expect(foreign.status).toBe(403)
    expect(await foreign.text()).not.toContain(validForm.message)
    const sandboxed = await postForm(app, validForm, {
      origin: 'null',
      'sec-fetch-site': 'cross-site',
    })
    expect(sandboxed.status).toBe(403)
    expect(await store.list()).toHaveLength(0)

    const own = await postForm(app, validForm, {
      origin: 'http://localhost',
      'sec-fetch-site': 'same-origin',
    })
    expect(own.status).toBe(303)
    const site = await postForm(app, validForm, { origin: 'http://localhost:3000' })
    expect(site.status).toBe(303)
    const noBrowser = await postForm(app, validForm)
    expect(noBrowser.status).toBe(303)
    expect(await store.list()).toHaveLength(3)
  })

  it('with the site hosted apart, takes its posts and links back to it, not to the API', async () => {
    const SITE = 'https://static.example'
    const { app, store } = await harness({ config: { siteUrl: SITE, allowedOrigins: [SITE] } })
    const res = await postForm(app, validForm, { origin: SITE, 'sec-fetch-site': 'cross-site' })
    expect(res.status).toBe(303)
    expect(await store.list()).toHaveLength(1)
    const sent = readPage(await (await app.request(res.headers.get('location') ?? '')).text())
    expect(sent.hrefs()).toContain(`${SITE}${homeIn(SECOND_LANG)}#contact`)
    const invalid = readPage(
      await (await postForm(app, { language: FIRST_LANG }, { origin: SITE })).text(),
    )
    expect(invalid.hrefs()).toEqual(
      expect.arrayContaining([
        `${SITE}${homeIn(FIRST_LANG)}#contact`,
        `${SITE}${homeIn(FIRST_LANG)}privacy`,
      ]),
    )
    // Its form posts here again, to the API, which is where the page is.
    expect(invalid.form?.getAttribute('action')).toBe(FORM)
  })

  it('answers 405 to other methods, and to a GET that is not the sent page', async () => {
    const { app } = await harness()
    expect((await app.request(FORM)).status).toBe(405)
    const put = await app.request(FORM, { method: 'PUT' })
    expect(put.status).toBe(405)
    expect(put.headers.get('allow')).toBe('POST')
  })
})
