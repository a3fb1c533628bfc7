/**
 * Node's intake against the real outbox file and SMTP sink, as the edge's is held in
 * the Worker's intake tests: the limit under posts sent at once and per IPv6 /64, one
 * message per Idempotency-Key, and the visitor's name and address as a person writes them.
 */
import { afterEach, describe, expect, it } from 'vitest'
import { postJson, validBody } from '../../test/server/fixtures'
import type { Harness } from '../../test/server/harness'
import { startHarness } from '../../test/server/harness'
import { waitFor } from '../../test/server/smtp-sink'

let h: Harness | undefined
afterEach(async () => {
  await h?.close()
  h = undefined
})

async function harness(): Promise<Harness> {
  h = await startHarness({ config: { trustProxy: true } })
  return h
}

async function post(app: Harness['app'], body: unknown, headers: Record<string, string> = {}) {
  return app.request(
    '/api/contact',
    postJson(body, { 'x-forwarded-for': '203.0.113.7', ...headers }),
  )
}

describe('POST /api/contact on Node', () => {
  it('accepts the limit’s count of 30 posts sent at once from one address, and no more', async () => {
    const { app, store } = await harness()
    const answers = await Promise.all(
      Array.from({ length: 30 }, () => post(app, validBody).then((res) => res.status)),
    )
    expect(answers.filter((status) => status === 202)).toHaveLength(5)
    expect(answers.filter((status) => status === 429)).toHaveLength(25)
    expect(await store.list()).toHaveLength(5)
  })

  it('counts an IPv6 visitor by the /64 their addresses share, as the edge does', async () => {
    const { app } = await harness()
    const network = '2001:db8:7:1'
    for (let host = 1; host <= 5; host += 1) {
      const res = await post(app, validBody, { 'x-forwarded-for': `${network}::${host}` })
      expect(res.status).toBe(202)
    }
    const next = await post(app, validBody, { 'x-forwarded-for': `${network}:abcd::6` })
    expect(next.status).toBe(429)
    const neighbour = await post(app, validBody, { 'x-forwarded-for': '2001:db8:7:2::1' })
    expect(neighbour.status).toBe(202)
  })

  it('answers 409 to a different body under a used Idempotency-Key, keeping the first', async () => {
    const { app, store } = await harness()
    const key = { 'idempotency-key': 'edited-draft' }
    const first = await post(app, validBody, key)
    expect(first.status).toBe(202)
    const edited = { ...validBody, message: `${validBody.message} And one more thing.` }
    const conflict = await post(app, edited, key)
    expect(conflict.status).toBe(409)
    expect(await conflict.json()).toEqual({ error: 'idempotency_key_reused' })
    expect((await store.list()).map((message) => message.message)).toEqual([validBody.message])
    const replay = await post(app, validBody, key)
    expect(replay.status).toBe(202)
    expect(await replay.json()).toEqual(await first.json())
  })

  it('refuses a name of invisible characters and keeps none of the format characters', async () => {
    const { app, store, sink } = await harness()
    const invisible = await post(app, { ...validBody, name: '\u200b\u200d\u2060\u200b' })
    expect(invisible.status).toBe(422)
    expect(await invisible.json()).toEqual({ errors: { name: 'required' } })
    const overridden = await post(app, { ...validBody, name: '\u202etxt.exe\u202c Ana' })
    expect(overridden.status).toBe(202)
    expect((await store.list()).map((message) => message.name)).toEqual(['txt.exe Ana'])
    await waitFor(() => sink?.received.length === 1, 5000, 'the mail')
    expect(sink?.received[0]?.headers.get('reply-to')).toBe('"txt.exe Ana" <ana@example.com>')
  })

  it('takes an internationalised address and delivers with it as the Reply-To', async () => {
    const { app, store, sink } = await harness()
    const res = await post(app, { ...validBody, email: 'ana@exämple.com' })
    expect(res.status).toBe(202)
    expect((await store.list()).map((message) => message.email)).toEqual(['ana@exämple.com'])
    await waitFor(() => sink?.received.length === 1, 5000, 'the mail')
    // The domain's ASCII form (IDNA), which every mail server and client takes.
    expect(sink?.received[0]?.headers.get('reply-to')).toContain('<ana@xn--exmple-cua.com>')
  })
})
