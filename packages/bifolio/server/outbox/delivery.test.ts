import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { postJson, validBody } from '../../test/server/fixtures'
import type { Harness } from '../../test/server/harness'
import { MAIL_TO, startHarness } from '../../test/server/harness'
import { parseMail, waitFor } from '../../test/server/smtp-sink'

let h: Harness | undefined
afterEach(async () => {
  await h?.close()
  h = undefined
})

async function send(harness: Harness, body: unknown, headers: Record<string, string> = {}) {
  const res = await harness.app.request('/api/contact', postJson(body, headers))
  expect(res.status).toBe(202)
  return ((await res.json()) as { id: string }).id
}

describe('delivery by SMTP', () => {
  it('sends plain text From the sender, Reply-To the visitor, one-line subject, stable Message-ID', async () => {
    h = await startHarness()
    const id = await send(h, {
      ...validBody,
      subject: 'Hello\r\nBcc: victim@example.com\nthere',
      message: '<script>alert(1)</script><b>bold</b>\nsecond line',
    })
    await waitFor(() => h?.sink?.received.length === 1, 5000, 'the mail')
    const mail = h.sink?.received[0]
    expect(mail?.headers.get('from')).toBe('Portfolio <no-reply@example.dev>')
    expect(mail?.headers.get('to')).toBe(MAIL_TO)
    expect(mail?.headers.get('reply-to')).toContain('<ana@example.com>')
    expect(mail?.headers.get('subject')).toBe('Hello Bcc: victim@example.com there')
    expect(mail?.headers.has('bcc')).toBe(false)
    expect(mail?.headers.get('message-id')).toBe(`<${id}@example.dev>`)
    expect(mail?.headers.get('content-type')).toMatch(/^text\/plain/)
    expect(mail?.raw).not.toMatch(/text\/html/i)
    const body = mail?.body.replace(/=\r\n/g, '').replace(/=3D/g, '=') ?? ''
    expect(body).toContain('<script>alert(1)</script><b>bold</b>')
    expect(body).toContain('Ana Garc')
    await expect
      .poll(async () => (await h?.store.list())?.[0]?.status, { timeout: 2000 })
      .toBe('sent')
  })

  it('sends nothing extra for an idempotent replay or a honeypot', async () => {
    h = await startHarness()
    await send(h, validBody, { 'idempotency-key': 'same' })
    await send(h, validBody, { 'idempotency-key': 'same' })
    await send(h, { ...validBody, website: 'bot' })
    await h.worker.idle()
    await waitFor(() => h?.sink?.received.length === 1, 5000, 'the mail')
    expect(await h.store.list()).toHaveLength(1)
    expect(h.sink?.received).toHaveLength(1)
  })

  it('retries after 4xx refusals and delivers once the server recovers', async () => {
    h = await startHarness({ sink: 'tempfail' })
    const id = await send(h, validBody)
    await waitFor(() => (h?.sink?.refused ?? 0) >= 2, 5000, 'two refusals')
    const waiting = (await h.store.list())[0]
    expect(waiting?.status).toMatch(/pending|sending/)
    if (h.sink) h.sink.mode = 'accept'
    await expect
      .poll(async () => (await h?.store.list())?.[0]?.status, { timeout: 5000 })
      .toBe('sent')
    expect(h.sink?.received).toHaveLength(1)
    expect(h.sink?.received[0]?.headers.get('message-id')).toContain(id)
    expect((await h.store.list())[0]?.attempts).toBeGreaterThanOrEqual(3)
  })

  it('keeps a message refused with 5xx as failed, without retrying', async () => {
    h = await startHarness({ sink: 'permfail' })
    await send(h, validBody)
    await expect
      .poll(async () => (await h?.store.list())?.[0]?.status, { timeout: 5000 })
      .toBe('failed')
    const [failed] = await h.store.list()
    expect(failed?.lastError).toMatch(/554/)
    expect(failed?.attempts).toBe(1)
    expect(h.sink?.refused).toBe(1)
  })

  it('retries when the server cannot be reached at all', async () => {
    h = await startHarness()
    const url = h.sink?.url
    await h.sink?.close()
    await send(h, validBody)
    await expect
      .poll(async () => (await h?.store.list())?.[0]?.attempts ?? 0, { timeout: 5000 })
      .toBeGreaterThanOrEqual(2)
    expect((await h.store.list())[0]?.status).not.toBe('failed')
    expect((await h.store.list())[0]?.lastError).toMatch(/ECONNREFUSED|ECONNECTION|connect/i)
    expect(url).toBeDefined()
  })
})

describe('embedded delivery without SMTP_URL', () => {
  it('writes each message as an .eml file under DATA_DIR/mail', async () => {
    h = await startHarness({ sink: 'files' })
    const id = await send(h, validBody)
    await expect
      .poll(async () => (await h?.store.list())?.[0]?.status, { timeout: 5000 })
      .toBe('sent')
    const dir = join(h.dataDir, 'mail')
    expect(readdirSync(dir)).toEqual([`${id}.eml`])
    const mail = parseMail(readFileSync(join(dir, `${id}.eml`), 'utf8'))
    expect(mail.headers.get('subject')).toBe(validBody.subject)
    expect(mail.headers.get('reply-to')).toContain('ana@example.com')
  })
})
