import { existsSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { en, es } from '../../src/content/words'
import { postJson, validBody } from '../test/fixtures'
import type { Harness, HarnessOptions } from '../test/harness'
import { startHarness } from '../test/harness'
import { BRIEF_CHOICES, BRIEF_FIELDS } from '../../src/schema/contact-schema'
import { briefChoices } from '../../src/schema/brief-choices'
import { escapeHtml } from '../../src/lib/escape-html'
import { fieldErrorText } from './plain-form-page'
import { MAX_FORM_BYTES } from './plain-form-route'

const FORM = '/api/contact/form'

const validForm = {
  name: 'Ana García',
  email: 'ana@example.com',
  subject: 'A project for you',
  message: 'Hello, I would like to talk about a project.',
  consent: 'on',
  language: 'en',
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
    expect(res.headers.get('location')).toBe(`${FORM}?sent=en`)
    expect(res.headers.get('cache-control')).toBe('no-store')
    const stored = store.list()
    expect(stored).toHaveLength(1)
    expect(stored[0]).toMatchObject({
      name: 'Ana García',
      email: 'ana@example.com',
      consent: true,
      language: 'en',
    })
    // The delivery worker was woken, as for a JSON post.
    await expect
      .poll(() => existsSync(join(dataDir, 'mail')) && readdirSync(join(dataDir, 'mail')).length)
      .toBe(1)
  })

  it('answers the sent page in the form’s language, with the way back to the form', async () => {
    const { app } = await harness()
    for (const [language, words, back] of [
      ['en', en, '/en/#contact'],
      ['es', es, '/#contact'],
    ] as const) {
      const page = await app.request(`${FORM}?sent=${language}`)
      expect(page.status).toBe(200)
      expect(page.headers.get('content-type')).toMatch(/^text\/html/)
      expect(page.headers.get('content-security-policy')).toContain("default-src 'self'")
      const html = await page.text()
      expect(html).toContain(`<html lang="${language}">`)
      expect(html).toContain(`<title>${words.contact.answer.title}</title>`)
      expect(html).toContain(words.contact.sent)
      expect(html).toContain(`<a href="${back}">${words.contact.answer.back}</a>`)
      // Nothing the site's CSP would block.
      expect(html).not.toMatch(/<script|<style|\sstyle=/i)
    }
  })

  it('answers in Spanish when the language is missing or unknown', async () => {
    const { app } = await harness()
    const missing = await postForm(app, without('language'))
    expect(missing.headers.get('location')).toBe(`${FORM}?sent=es`)
    const unknown = await postForm(app, { ...validForm, language: 'fr' })
    expect(unknown.headers.get('location')).toBe(`${FORM}?sent=es`)
    expect(h?.store.list().map((m) => m.language)).toEqual(['es', 'es'])
  })

  it('answers 422 with each error in the form’s words, the form again, and stores nothing', async () => {
    const { app, store } = await harness()
    const typed = { name: 'A', email: 'nope', subject: 'Hi', message: '', language: 'es' }
    const res = await postForm(app, typed)
    expect(res.status).toBe(422)
    const html = await res.text()
    expect(html).toContain('<html lang="es">')
    expect(html).toContain(es.contact.answer.invalid)
    const t = es.contact
    for (const [field, code] of [
      ['name', 'too_short'],
      ['email', 'invalid'],
      ['subject', 'too_short'],
      ['message', 'required'],
      ['consent', 'consent_required'],
    ] as const) {
      expect(html).toContain(`<a href="#contact-${field}">${fieldErrorText(field, code, t)}</a>`)
    }
    expect(fieldErrorText('name', 'too_short', t)).toBe(
      'Por favor, introduce tu nombre. Mínimo 2 caracteres.',
    )
    // What was typed is there to fix, not to type again.
    expect(html).toContain('value="nope"')
    expect(html).toMatch(/<form method="post" action="\/api\/contact\/form" novalidate>/)
    expect(html).toContain('<input type="hidden" name="language" value="es">')
    expect(html).toContain('<a href="/#contact">Volver al formulario</a>')
    expect(store.list()).toHaveLength(0)
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
    const [stored] = store.list()
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
      const html = await res.text()
      const label = en.contact.brief?.[field] ?? field
      expect(html).toContain(`<a href="#contact-${field}">${escapeHtml(label)}</a>`)
      // The form again holds a select for each choice the content has, as the page's does.
      for (const choice of briefChoices(en)) {
        const select = new RegExp(`<select id="contact-${choice.field}" name="${choice.field}"`)
        expect(html).toMatch(select)
        const kept = brief[choice.field]
        if (choice.field !== field && kept)
          expect(html).toContain(`<option value="${escapeHtml(kept)}" selected>`)
      }
      if (!briefChoices(en).some((choice) => choice.field === field))
        expect(html).not.toContain(`name="${field}"`)
      else expect(html).toMatch(new RegExp(`name="${field}" aria-invalid="true"`))
      expect(store.list()).toHaveLength(0)
    },
  )

  it('answers errors in English for an English form', async () => {
    const { app } = await harness()
    const res = await postForm(app, { ...without('consent'), email: 'not-an-address' })
    expect(res.status).toBe(422)
    const html = await res.text()
    expect(html).toContain('<html lang="en">')
    expect(html).toContain(fieldErrorText('email', 'invalid', en.contact))
    expect(html).toContain(en.contact.consentRequired)
    expect(html).not.toContain(en.contact.fields.name.required)
    expect(html).toContain('value="Ana García"')
  })

  it('escapes everything typed back into the page', async () => {
    const { app } = await harness()
    const res = await postForm(app, {
      name: '<script>alert(1)</script>',
      email: '"><img src=x onerror=alert(1)>',
      subject: "it's & <b>",
      message: '\n</textarea><script>alert(2)</script>',
      language: 'en',
    })
    expect(res.status).toBe(422)
    const html = await res.text()
    expect(html).not.toContain('<script')
    expect(html).not.toContain('<img')
    expect(html).not.toContain('<b>')
    expect(html).toContain('value="&lt;script&gt;alert(1)&lt;/script&gt;"')
    expect(html).toContain('value="&quot;&gt;&lt;img src=x onerror=alert(1)&gt;"')
    expect(html).toContain('value="it&#39;s &amp; &lt;b&gt;"')
    // The leading newline the textarea's parser drops is the page's, so the visitor's stays.
    expect(html).toContain(
      'rows="10" cols="60">\n\n&lt;/textarea&gt;&lt;script&gt;alert(2)&lt;/script&gt;</textarea>',
    )
  })

  it('answers a filled honeypot as sent but stores nothing', async () => {
    const { app, store } = await harness()
    const res = await postForm(app, { ...validForm, website: 'http://spam.example' })
    expect(res.status).toBe(303)
    expect(res.headers.get('location')).toBe(`${FORM}?sent=en`)
    expect(store.list()).toHaveLength(0)
  })

  it('takes the longest message the schema accepts in any script', async () => {
    const { app, store } = await harness()
    const res = await postForm(app, {
      ...validForm,
      subject: '项'.repeat(150),
      message: '你好'.repeat(2500),
    })
    expect(res.status).toBe(303)
    expect(store.list()).toHaveLength(1)
  })

  it('answers 413 with a page in both languages for a body over its limit', async () => {
    const { app, store } = await harness()
    const res = await postForm(app, { ...validForm, message: 'x'.repeat(MAX_FORM_BYTES) })
    expect(res.status).toBe(413)
    const html = await res.text()
    expect(html).toContain(es.contact.answer.tooLarge)
    expect(html).toContain(en.contact.answer.tooLarge)
    expect(html).toContain('<section lang="en">')
    expect(store.list()).toHaveLength(0)
  })

  it('answers 415 to anything but a urlencoded form, and leaves JSON to /api/contact', async () => {
    const { app, store } = await harness()
    const json = await app.request(FORM, postJson(validBody))
    expect(json.status).toBe(415)
    expect(await json.text()).toContain(es.contact.failed)
    const plain = await postForm(app, validForm, { 'content-type': 'text/plain' })
    expect(plain.status).toBe(415)
    expect(store.list()).toHaveLength(0)
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
        postJson(validBody, { 'x-forwarded-for': '203.0.113.7', ...headers }),
      )
    for (let i = 0; i < 3; i += 1) expect((await json({})).status).toBe(202)
    for (let i = 0; i < 2; i += 1) expect((await postForm(app, validForm)).status).toBe(303)
    const limited = await postForm(app, { ...validForm, language: 'es' })
    expect(limited.status).toBe(429)
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0)
    const html = await limited.text()
    expect(html).toContain(es.contact.rateLimited)
    expect(html).toContain(`value="${validForm.email}"`)
    expect(html).toMatch(/<input type="checkbox" id="contact-consent" name="consent" checked>/)
    expect(store.list()).toHaveLength(5)
    expect((await json({})).status).toBe(429)
  })

  it('does not count invalid posts against the limit', async () => {
    const { app } = await harness()
    for (let i = 0; i < 10; i += 1)
      expect((await postForm(app, { language: 'en' })).status).toBe(422)
    expect((await postForm(app, validForm)).status).toBe(303)
  })

  it('answers 503 when storage is unavailable, keeping what was typed', async () => {
    const { app, store } = await harness()
    store.close()
    const res = await postForm(app, validForm)
    expect(res.status).toBe(503)
    const html = await res.text()
    expect(html).toContain(en.contact.failed)
    expect(html).toContain(`${validForm.message}</textarea>`)
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
    expect(store.list()).toHaveLength(0)

    const own = await postForm(app, validForm, {
      origin: 'http://localhost',
      'sec-fetch-site': 'same-origin',
    })
    expect(own.status).toBe(303)
    const site = await postForm(app, validForm, { origin: 'http://localhost:3000' })
    expect(site.status).toBe(303)
    const noBrowser = await postForm(app, validForm)
    expect(noBrowser.status).toBe(303)
    expect(store.list()).toHaveLength(3)
  })

  it('with the site hosted apart, takes its posts and links back to it, not to the API', async () => {
    const SITE = 'https://static.example'
    const { app, store } = await harness({ config: { siteUrl: SITE, allowedOrigins: [SITE] } })
    const res = await postForm(app, validForm, { origin: SITE, 'sec-fetch-site': 'cross-site' })
    expect(res.status).toBe(303)
    expect(store.list()).toHaveLength(1)
    const page = await (await app.request(res.headers.get('location') ?? '')).text()
    expect(page).toContain(`<a href="${SITE}/en/#contact">`)
    const invalid = await (await postForm(app, { language: 'es' }, { origin: SITE })).text()
    expect(invalid).toContain(`<a href="${SITE}/#contact">`)
    expect(invalid).toContain(`<a href="${SITE}/privacy">`)
    // Its form posts here again, to the API, which is where the page is.
    expect(invalid).toContain('action="/api/contact/form"')
  })

  it('answers 405 to other methods, and to a GET that is not the sent page', async () => {
    const { app } = await harness()
    expect((await app.request(FORM)).status).toBe(405)
    const put = await app.request(FORM, { method: 'PUT' })
    expect(put.status).toBe(405)
    expect(put.headers.get('allow')).toBe('POST')
  })
})
