/**
 * The Worker in workerd (Miniflare) on a local D1, delivering to the real SMTP sink over TCP
 * (`cloudflare:sockets` on loopback): the contact API's contract as the edge answers it.
 */
import { join } from 'node:path'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { BRIEF_CHOICES, BRIEF_FIELDS } from '../../../src/schema/contact-schema'
import { mailWords, OWNER_LANGUAGE } from '../../outbox/mail-words'
import { buildEdgeFixture } from '../../../test/server/edge-build'
import { postJson, tempDir, validBody } from '../../../test/server/fixtures'
import { MAIL_FROM, MAIL_TO } from '../../../test/server/harness'
import type { SinkMode, SmtpSink } from '../../../test/server/smtp-sink'
import { startSmtpSink, waitFor } from '../../../test/server/smtp-sink'
import { startLocalWorker, type LocalWorker } from './local-worker'
import { MAX_SENDS_PER_RUN } from './send-cap'

let scriptPath: string
let clientDir: string

beforeAll(async () => {
  const buildDir = await buildEdgeFixture('portfolio-edge-')
  clientDir = join(buildDir, 'client')
  scriptPath = join(buildDir, 'edge', 'worker.js')
}, 60_000)

let worker: LocalWorker | undefined
let sink: SmtpSink | undefined
afterEach(async () => {
  await worker?.dispose()
  await sink?.close()
  worker = undefined
  sink = undefined
})

async function start(mode: SinkMode = 'accept', vars: Record<string, string> = {}) {
  sink = await startSmtpSink(mode)
  worker = await startLocalWorker({
    scriptPath,
    clientDir,
    vars: { SMTP_URL: sink.url, MAIL_TO, MAIL_FROM, ...vars },
  })
  return worker
}

interface Row {
  id: string
  status: string
  attempts: number
  last_error: string | null
}

async function rows(w: LocalWorker): Promise<Row[]> {
  const { results } = await w.d1
    .prepare('SELECT id, status, attempts, last_error FROM messages ORDER BY created_at')
    .all<Row>()
  return results
}

async function post(
  w: LocalWorker,
  body: unknown,
  headers: Record<string, string> = {},
  path = '/api/contact',
) {
  const init = postJson(body, { 'cf-connecting-ip': '203.0.113.7', ...headers })
  return w.mf.dispatchFetch(`http://localhost${path}`, init as never)
}

describe('the Worker delivers', () => {
  it('answers 202 once the message is in D1, then delivers it once', async () => {
    const w = await start()
    const res = await post(w, validBody)
    expect(res.status).toBe(202)
    const { id } = (await res.json()) as { id: string }
    expect((await rows(w)).map((row) => row.id)).toEqual([id])
    await waitFor(() => sink?.received.length === 1, 10_000, 'the mail')
    await expect.poll(async () => (await rows(w))[0]?.status).toBe('sent')
    await w.scheduled()
    expect(sink?.received).toHaveLength(1)
    const mail = sink?.received[0]
    expect(mail?.headers.get('message-id')).toBe(`<${id}@example.dev>`)
    expect(mail?.headers.get('from')).toBe(MAIL_FROM.replace('Portfolio', '"Portfolio"'))
    expect(mail?.headers.get('to')).toBe(MAIL_TO)
    expect(mail?.headers.get('reply-to')).toContain('<ana@example.com>')
    expect(mail?.headers.get('subject')).toBe(validBody.subject)
    expect(mail?.headers.get('content-type')).toMatch(/^text\/plain/)
    const text = Buffer.from(mail?.body.replace(/\s/g, '') ?? '', 'base64').toString('utf8')
    expect(text).toContain(validBody.message)
    // Labelled in the owner's language (profile.json).
    expect(text).toContain(`${mailWords(OWNER_LANGUAGE).name}: Ana García`)
  }, 30_000)

  it('keeps the brief in D1 and names it in the mail', async () => {
    const w = await start()
    // The content's first id of each choice; an owner without one of them leaves it out.
    const brief = Object.fromEntries(
      BRIEF_FIELDS.flatMap((field) => {
        const [id] = BRIEF_CHOICES[field]
        return id === undefined ? [] : [[field, id]]
      }),
    )
    const res = await post(w, { ...validBody, ...brief })
    expect(res.status).toBe(202)
    const stored = await w.d1
      .prepare('SELECT service, budget, timeline FROM messages')
      .first<Record<string, string | null>>()
    expect(stored).toEqual({ service: null, budget: null, timeline: null, ...brief })
    await waitFor(() => sink?.received.length === 1, 10_000, 'the mail')
    const text = Buffer.from(sink?.received[0]?.body.replace(/\s/g, '') ?? '', 'base64').toString(
      'utf8',
    )
    for (const id of Object.values(brief)) expect(text).toContain(`(${id})`)
  }, 30_000)

  it('keeps a message while SMTP is down and the scheduled run delivers it once', async () => {
    const w = await start()
    const url = sink?.url ?? ''
    const port = Number(new URL(url).port)
    await sink?.close()
    const res = await post(w, validBody)
    expect(res.status).toBe(202)
    await expect.poll(async () => (await rows(w))[0]?.attempts, { timeout: 10_000 }).toBe(1)
    expect((await rows(w))[0]).toMatchObject({ status: 'pending' })
    // The retry is due a minute later; let that minute pass.
    await w.d1.prepare('UPDATE messages SET next_attempt_at = 0').run()
    sink = await startSmtpSink('accept', { port })
    await w.scheduled()
    await expect.poll(async () => (await rows(w))[0]?.status, { timeout: 10_000 }).toBe('sent')
    await Promise.all([w.scheduled(), w.scheduled()])
    expect(sink.received).toHaveLength(1)
  }, 30_000)

  it('keeps a message refused with 5xx as failed, tried once', async () => {
    const w = await start('permfail')
    expect((await post(w, validBody)).status).toBe(202)
    await expect.poll(async () => (await rows(w))[0]?.status, { timeout: 10_000 }).toBe('failed')
    await w.scheduled()
    const [failed] = await rows(w)
    expect(failed?.attempts).toBe(1)
    expect(failed?.last_error).toMatch(/554/)
    expect(sink?.refused).toBe(1)
  }, 30_000)

  it('sends a backlog a few messages per scheduled run, within the free plan’s subrequests', async () => {
    const w = await start()
    const port = Number(new URL(sink?.url ?? '').port)
    await sink?.close()
    const backlog = MAX_SENDS_PER_RUN + 2
    for (let index = 0; index < backlog; index += 1) {
      const client = { 'cf-connecting-ip': `198.51.100.${index + 1}` }
      expect((await post(w, validBody, client)).status).toBe(202)
    }
    const tried = async () => (await rows(w)).filter((row) => row.attempts === 1).length
    await expect.poll(tried, { timeout: 15_000 }).toBe(backlog)
    // SMTP is back and every retry is due: one run sends the cap, the next one the rest.
    await w.d1.prepare('UPDATE messages SET next_attempt_at = 0').run()
    sink = await startSmtpSink('accept', { port })
    await w.scheduled()
    expect(sink.received).toHaveLength(MAX_SENDS_PER_RUN)
    await w.scheduled()
    expect(sink.received).toHaveLength(backlog)
    expect((await rows(w)).every((row) => row.status === 'sent')).toBe(true)
  }, 30_000)

  it('stores and sends one message for one Idempotency-Key', async () => {
    const w = await start()
    const first = await post(w, validBody, { 'idempotency-key': 'k-1' })
    const again = await post(w, validBody, { 'idempotency-key': 'k-1' })
    expect(again.status).toBe(202)
    expect(await again.json()).toEqual(await first.json())
    await waitFor(() => sink?.received.length === 1, 10_000, 'the mail')
    await w.scheduled()
    expect(await rows(w)).toHaveLength(1)
    expect(sink?.received).toHaveLength(1)
  }, 30_000)
})

describe('the rate limit, in D1', () => {
  it('answers 429 to a network past its limit in a new Worker instance on the same D1', async () => {
    const persistDir = tempDir('portfolio-edge-limit-')
    const vars = { MAIL_TO, MAIL_FROM, CONTACT_LIMIT: '2/600' }
    const mailDir = join(persistDir, 'mail')
    const first = await startLocalWorker({ scriptPath, clientDir, vars, persistDir, mailDir })
    try {
      for (const address of ['2001:db8:7:1::1', '2001:db8:7:1:abcd::2']) {
        expect((await post(first, validBody, { 'cf-connecting-ip': address })).status).toBe(202)
      }
    } finally {
      await first.dispose()
    }
    // A fresh instance has nothing in memory: only D1 can say the network has posted.
    worker = await startLocalWorker({ scriptPath, clientDir, vars, persistDir, mailDir })
    const limited = await post(worker, validBody, { 'cf-connecting-ip': '2001:db8:7:1::99' })
    expect(limited.status).toBe(429)
    const wait = Number(limited.headers.get('retry-after'))
    expect(wait).toBeGreaterThan(0)
    expect(wait).toBeLessThanOrEqual(600)
    const neighbour = { 'cf-connecting-ip': '2001:db8:7:2::1' }
    expect((await post(worker, validBody, neighbour)).status).toBe(202)
    const ipv4 = { 'cf-connecting-ip': '198.51.100.7' }
    expect((await post(worker, validBody, ipv4)).status).toBe(202)
    expect((await post(worker, validBody, ipv4)).status).toBe(202)
    expect((await post(worker, validBody, ipv4)).status).toBe(429)
  }, 30_000)
})

describe('the Worker answers', () => {
  let edge: LocalWorker
  let edgeSink: SmtpSink
  beforeAll(async () => {
    edgeSink = await startSmtpSink()
    edge = await startLocalWorker({
      scriptPath,
      clientDir,
      vars: { SMTP_URL: edgeSink.url, MAIL_TO, MAIL_FROM },
    })
  }, 30_000)
  afterAll(async () => {
    await edge.dispose()
    await edgeSink.close()
  })

  it.each([
    ['not JSON', '{"name":'],
    ['an array', '[]'],
  ])('400 bad_request for %s', async (_label, raw) => {
    const res = await post(edge, raw)
    expect(res.status).toBe(400)
    expect(await res.json()).toEqual({ error: 'bad_request' })
  })

  it('413 over 32 KiB, 415 for another type, 405 for another method', async () => {
    const big = await post(edge, { ...validBody, message: 'x'.repeat(33 * 1024) })
    expect(big.status).toBe(413)
    expect((await post(edge, validBody, { 'content-type': 'text/plain' })).status).toBe(415)
    expect((await edge.mf.dispatchFetch('http://localhost/api/contact')).status).toBe(405)
  })

  it('422 with a code per field', async () => {
    const invalid = await post(edge, { name: 'A', email: 'nope', consent: false })
    expect(invalid.status).toBe(422)
    expect(await invalid.json()).toEqual({
      errors: {
        name: 'too_short',
        email: 'invalid',
        subject: 'required',
        message: 'required',
        consent: 'consent_required',
      },
    })
  })

  it('202 to a filled honeypot, storing nothing; 429 past the limit per client network', async () => {
    // The Worker is shared with the other answers, which may have stored before this one.
    const ids = async () => (await rows(edge)).map((row) => row.id)
    const before = await ids()
    const bot = { 'cf-connecting-ip': '2001:db8:1:2::9' }
    const honeypot = await post(edge, { ...validBody, website: 'http://spam.example' }, bot)
    expect(honeypot.status).toBe(202)
    const { id } = (await honeypot.json()) as { id: string }
    expect(await ids()).toEqual(before)
    expect(before).not.toContain(id)
    for (let i = 0; i < 4; i += 1) {
      const next = { 'cf-connecting-ip': `2001:db8:1:2::${i + 10}` }
      expect((await post(edge, validBody, next)).status).toBe(202)
    }
    const limited = await post(edge, validBody, { 'cf-connecting-ip': '2001:db8:1:2:ffff::1' })
    expect(limited.status).toBe(429)
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0)
    const elsewhere = { 'cf-connecting-ip': '2001:db8:1:3::1' }
    expect((await post(edge, validBody, elsewhere)).status).toBe(202)
  })

  it('takes the plain form, then sends the visitor to the page that says so', async () => {
    const res = await edge.mf.dispatchFetch('http://localhost/api/contact/form', {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        'cf-connecting-ip': '192.0.2.50',
      },
      body: new URLSearchParams({ ...validBody, consent: 'on', language: 'en' }).toString(),
      redirect: 'manual',
    })
    expect(res.status).toBe(303)
    expect(res.headers.get('location')).toBe('/api/contact/form?sent=en')
  })

  it('GET /api/health answers ok', async () => {
    const health = await edge.mf.dispatchFetch('http://localhost/api/health')
    expect(health.status).toBe(200)
    expect(await health.json()).toEqual({ status: 'ok' })
  })

  it('serves pages and files as assets, with the 404 page in the path’s language', async () => {
    const home = await edge.mf.dispatchFetch('http://localhost/en/')
    expect(home.status).toBe(200)
    expect(await home.text()).toContain('lang="en"')
    const imprint = await edge.mf.dispatchFetch('http://localhost/imprint')
    expect(imprint.status).toBe(200)
    expect(await imprint.text()).toContain('Aviso legal')
    const missingEn = await edge.mf.dispatchFetch('http://localhost/en/nothing-here')
    expect(missingEn.status).toBe(404)
    expect(await missingEn.text()).toContain('(en)')
    const missingEs = await edge.mf.dispatchFetch('http://localhost/nada')
    expect(missingEs.status).toBe(404)
    expect(await missingEs.text()).not.toContain('(en)')
  })
})
