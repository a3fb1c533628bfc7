/**
 * The Worker's intake in workerd on a local D1, against the real SMTP sink: the limit holds
 * under posts sent at once, storage failures answer 503 with nothing kept, one Idempotency-Key
 * holds one message, and the visitor's name and address are taken as a person writes them.
 */
import { join } from 'node:path'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { buildEdgeFixture } from '../../../test/server/edge-build'
import { postJson, validBody } from '../../../test/server/fixtures'
import { MAIL_FROM, MAIL_TO } from '../../../test/server/harness'
import { startSmtpSink, waitFor, type SmtpSink } from '../../../test/server/smtp-sink'
import { startLocalWorker, type LocalWorker } from './local-worker'

let scriptPath: string
let clientDir: string
beforeAll(async () => {
  const buildDir = await buildEdgeFixture('portfolio-edge-intake-')
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

async function start(vars: Record<string, string> = {}): Promise<LocalWorker> {
  sink = await startSmtpSink()
  worker = await startLocalWorker({
    scriptPath,
    clientDir,
    vars: { SMTP_URL: sink.url, MAIL_TO, MAIL_FROM, ...vars },
  })
  return worker
}

function post(w: LocalWorker, body: unknown, headers: Record<string, string> = {}) {
  const init = postJson(body, { 'cf-connecting-ip': '203.0.113.7', ...headers })
  return w.mf.dispatchFetch('http://localhost/api/contact', init as never)
}

interface Row {
  id: string
  name: string
  email: string
  message: string
}

async function storedMessages(w: LocalWorker): Promise<Row[]> {
  const { results } = await w.d1
    .prepare('SELECT id, name, email, message FROM messages ORDER BY created_at')
    .all<Row>()
  return results
}

describe('the Worker’s intake', () => {
  it('accepts the limit’s count of 30 posts sent at once from one address, and no more', async () => {
    const w = await start({ CONTACT_LIMIT: '5/600' })
    const answers = await Promise.all(
      Array.from({ length: 30 }, () => post(w, validBody).then((res) => res.status)),
    )
    expect(answers.filter((status) => status === 202)).toHaveLength(5)
    expect(answers.filter((status) => status === 429)).toHaveLength(25)
    expect(await storedMessages(w)).toHaveLength(5)
  }, 30_000)

  it('answers 503 and keeps nothing when its storage fails', async () => {
    const w = await start()
    await w.d1.prepare('DROP TABLE rate_limit_posts').run()
    const res = await post(w, validBody)
    expect(res.status).toBe(503)
    expect(await storedMessages(w)).toEqual([])
  }, 30_000)

  it('answers 409 to a different body under a used Idempotency-Key, keeping the first', async () => {
    const w = await start()
    const key = { 'idempotency-key': 'edited-draft' }
    const first = await post(w, validBody, key)
    expect(first.status).toBe(202)
    const edited = { ...validBody, message: `${validBody.message} And one more thing.` }
    const conflict = await post(w, edited, key)
    expect(conflict.status).toBe(409)
    expect(await conflict.json()).toEqual({ error: 'idempotency_key_reused' })
    expect((await storedMessages(w)).map((row) => row.message)).toEqual([validBody.message])
    const replay = await post(w, validBody, key)
    expect(replay.status).toBe(202)
    expect(await replay.json()).toEqual(await first.json())
  }, 30_000)

  it('refuses a name of invisible characters and keeps none of the format characters', async () => {
    const w = await start()
    const invisible = await post(w, { ...validBody, name: '\u200b\u200d\u2060\u200b' })
    expect(invisible.status).toBe(422)
    expect(await invisible.json()).toEqual({ errors: { name: 'required' } })
    const overridden = await post(w, { ...validBody, name: '\u202etxt.exe\u202c Ana' })
    expect(overridden.status).toBe(202)
    expect((await storedMessages(w)).map((row) => row.name)).toEqual(['txt.exe Ana'])
    await waitFor(() => sink?.received.length === 1, 10_000, 'the mail')
    expect(sink?.received[0]?.headers.get('reply-to')).toBe('"txt.exe Ana" <ana@example.com>')
  }, 30_000)

  it('takes an internationalised address and delivers with it as the Reply-To', async () => {
    const w = await start()
    const res = await post(w, { ...validBody, email: 'ana@exämple.com' })
    expect(res.status).toBe(202)
    expect((await storedMessages(w)).map((row) => row.email)).toEqual(['ana@exämple.com'])
    await waitFor(() => sink?.received.length === 1, 10_000, 'the mail')
    // The domain's ASCII form (IDNA), which every mail server and client takes.
    expect(sink?.received[0]?.headers.get('reply-to')).toContain('<ana@xn--exmple-cua.com>')
  }, 30_000)
})
