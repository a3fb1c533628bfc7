import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { wordsIn } from '../../src/content/words'
import { BRIEF_CHOICES, BRIEF_FIELDS, type BriefField } from '../../src/schema/contact-schema'
import { OWNER_LANGUAGE } from '../outbox/mail-words'
import { readMail } from '../../test/server/read-mail'
import { waitFor } from '../../test/server/smtp-sink'
import { postJson, validBody } from '../../test/server/fixtures'
import type { Harness } from '../../test/server/harness'
import { startHarness } from '../../test/server/harness'

let h: Harness
beforeEach(async () => {
  h = await startHarness({ sink: 'files', config: { trustProxy: true } })
})
afterEach(() => h.close())

const post = (body: unknown, headers: Record<string, string> = {}) =>
  h.app.request('/api/contact', postJson(body, { 'x-forwarded-for': '203.0.113.7', ...headers }))

describe('POST /api/contact', () => {
  it('answers 202 queued only after the message is stored', async () => {
    const res = await post(validBody)
    expect(res.status).toBe(202)
    const json = (await res.json()) as { id: string; status: string }
    expect(json.status).toBe('queued')
    expect((await h.store.list()).map((m) => m.id)).toEqual([json.id])
  })

  it('replays the same id for the same Idempotency-Key and stores nothing new', async () => {
    const first = (await (await post(validBody, { 'idempotency-key': 'k-1' })).json()) as {
      id: string
    }
    const again = await post(validBody, { 'idempotency-key': 'k-1' })
    expect(again.status).toBe(202)
    expect(await again.json()).toEqual({ id: first.id, status: 'queued' })
    expect(await h.store.list()).toHaveLength(1)
  })

  it.each([
    ['not JSON', '{"name":'],
    ['an array', '[]'],
    ['null', 'null'],
    ['a number', '42'],
    ['a string', '"hello"'],
  ])('answers 400 bad_request for %s', async (_label, raw) => {
    const res = await post(raw)
    expect(res.status).toBe(400)
    expect(await res.json()).toEqual({ error: 'bad_request' })
  })

  it('answers 413 for a body over 32 KiB', async () => {
    const res = await post({ ...validBody, message: 'x'.repeat(33 * 1024) })
    expect(res.status).toBe(413)
    expect(await h.store.list()).toHaveLength(0)
  })

  it.each(['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x'])(
    'answers 415 for %s',
    async (type) => {
      const res = await post(validBody, { 'content-type': type })
      expect(res.status).toBe(415)
    },
  )

  it('answers 415 without a content type', async () => {
    const res = await h.app.request('/api/contact', {
      method: 'POST',
      body: JSON.stringify(validBody),
    })
    expect(res.status).toBe(415)
  })

  it('accepts application/json with a charset', async () => {
    expect(
      (await post(validBody, { 'content-type': 'application/json; charset=utf-8' })).status,
    ).toBe(202)
  })

  it('answers 422 with a code per field', async () => {
    const res = await post({ name: 'A', email: 'nope', subject: 'x'.repeat(151), consent: false })
    expect(res.status).toBe(422)
    expect(await res.json()).toEqual({
      errors: {
        name: 'too_short',
        email: 'invalid',
        subject: 'too_long',
        message: 'required',
        consent: 'consent_required',
      },
    })
    expect(await h.store.list()).toHaveLength(0)
  })

  it('answers 422 for an unknown language', async () => {
    const res = await post({ ...validBody, language: 'fr' })
    expect(res.status).toBe(422)
    expect(await res.json()).toEqual({ errors: { language: 'invalid' } })
  })

  it('answers 429 with Retry-After past the limit, per client address', async () => {
    for (let i = 0; i < 5; i += 1) expect((await post(validBody)).status).toBe(202)
    const limited = await post(validBody)
    expect(limited.status).toBe(429)
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0)
    expect(Number(limited.headers.get('retry-after'))).toBeLessThanOrEqual(600)
    expect((await post(validBody, { 'x-forwarded-for': '198.51.100.1' })).status).toBe(202)
  })

  it('trusts only the last X-Forwarded-For entry', async () => {
    for (let i = 0; i < 5; i += 1) {
      expect(
        (await post(validBody, { 'x-forwarded-for': `10.0.0.${i}, 203.0.113.9` })).status,
      ).toBe(202)
    }
    expect((await post(validBody, { 'x-forwarded-for': '10.9.9.9, 203.0.113.9' })).status).toBe(429)
  })

  it('does not count invalid posts against the limit', async () => {
    for (let i = 0; i < 10; i += 1) expect((await post({})).status).toBe(422)
    expect((await post(validBody)).status).toBe(202)
  })

  it('answers 202 to a filled honeypot but stores nothing', async () => {
    const res = await post({ ...validBody, website: 'http://spam.example' })
    expect(res.status).toBe(202)
    expect(((await res.json()) as { status: string }).status).toBe('queued')
    expect(await h.store.list()).toHaveLength(0)
  })

  it('answers 503 when storage is unavailable, and accepts nothing', async () => {
    h.store.close()
    const res = await post(validBody)
    expect(res.status).toBe(503)
  })

  it('answers 405 to other methods and GET /api/health with ok', async () => {
    expect((await h.app.request('/api/contact')).status).toBe(405)
    const health = await h.app.request('/api/health')
    expect(health.status).toBe(200)
    expect(await health.json()).toEqual({ status: 'ok' })
  })
})

describe('POST /api/contact with a brief', () => {
  // The content's first id of each choice; an owner without one of them leaves it out.
  const brief = Object.fromEntries(
    BRIEF_FIELDS.flatMap((field) => {
      const [id] = BRIEF_CHOICES[field]
      return id === undefined ? [] : [[field, id]]
    }),
  ) as Partial<Record<BriefField, string>>
  const words = wordsIn(OWNER_LANGUAGE)

  it('takes the content’s ids, and the mail names them in the owner’s words', async () => {
    const withSink = await startHarness({ config: { trustProxy: true } })
    try {
      const subject = `A brief ${Date.now()}`
      const res = await withSink.app.request(
        '/api/contact',
        postJson({ ...validBody, subject, ...brief }),
      )
      expect(res.status).toBe(202)
      expect((await withSink.store.list())[0]).toMatchObject(brief)
      await waitFor(() => withSink.sink?.received.length === 1, 5000, 'the mail')
      const received = withSink.sink?.received[0]
      if (!received) throw new Error('no mail')
      const { subject: mailSubject, text } = readMail(received)
      const offers: Partial<Record<string, { title: string }>> = words.services?.offers ?? {}
      if (brief.service) {
        const title = offers[brief.service]?.title ?? brief.service
        expect(mailSubject).toBe(`[${title}] ${subject}`)
        expect(text).toContain(`${words.contact.brief?.service}: ${title} (${brief.service})`)
      } else expect(mailSubject).toBe(subject)
      const budgets: Partial<Record<string, string>> = words.contact.brief?.budgets ?? {}
      const timelines: Partial<Record<string, string>> = words.contact.brief?.timelines ?? {}
      if (brief.budget) expect(text).toContain(`${budgets[brief.budget]} (${brief.budget})`)
      if (brief.timeline) expect(text).toContain(`${timelines[brief.timeline]} (${brief.timeline})`)
    } finally {
      await withSink.close()
    }
  })

  it('takes each choice left empty as not given', async () => {
    const res = await post({ ...validBody, service: '', budget: '', timeline: '' })
    expect(res.status).toBe(202)
    const [stored] = await h.store.list()
    expect([stored?.service, stored?.budget, stored?.timeline]).toEqual([
      undefined,
      undefined,
      undefined,
    ])
  })

  it.each(BRIEF_FIELDS)(
    'answers 422 invalid for a %s the content does not define',
    async (field) => {
      const res = await post({ ...validBody, ...brief, [field]: 'no-such-choice' })
      expect(res.status).toBe(422)
      expect(await res.json()).toEqual({ errors: { [field]: 'invalid' } })
      expect(await h.store.list()).toHaveLength(0)
    },
  )
})
