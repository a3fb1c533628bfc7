/**
 * An update on the edge: a local D1 holding messages and counted visits, opened by a Worker
 * whose schema changed, keeps them all and delivers each waiting message once; an engine
 * older than the data refuses to start, in one line, and a deployed one (which the platform
 * starts whatever the data) refuses to take or send a message.
 */
import { join } from 'node:path'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { buildEdgeFixture } from '../../../test/server/edge-build'
import { postJson, tempDir, validBody } from '../../../test/server/fixtures'
import { MAIL_FROM, MAIL_TO } from '../../../test/server/harness'
import { contents, countsOf, fillSiteData, nextSchema } from '../../../test/server/next-schema'
import type { SmtpSink } from '../../../test/server/smtp-sink'
import { startSmtpSink, waitFor } from '../../../test/server/smtp-sink'
import { d1Outbox } from './d1-outbox'
import { d1Visits } from './d1-visits'
import { type LocalWorker, type LocalWorkerOptions, startLocalWorker } from './local-worker'
import type { D1Database } from './platform'

const { migrations, version } = nextSchema()

/** This engine's Worker, and the next engine's, whose schema changed. */
let buildDir: string
let nextBuildDir: string
beforeAll(async () => {
  buildDir = await buildEdgeFixture('portfolio-edge-update-')
  nextBuildDir = await buildEdgeFixture('portfolio-edge-next-', migrations)
}, 90_000)

let worker: LocalWorker | undefined
let sink: SmtpSink | undefined
afterEach(async () => {
  await worker?.dispose()
  await sink?.close()
  worker = undefined
  sink = undefined
})

function start(
  persistDir: string,
  options: Partial<LocalWorkerOptions> = {},
  build: string = buildDir,
) {
  return startLocalWorker({
    scriptPath: join(build, 'edge', 'worker.js'),
    clientDir: join(build, 'client'),
    vars: { MAIL_TO, MAIL_FROM },
    persistDir,
    output: 'drop',
    ...options,
  })
}

const stores = (w: LocalWorker) => {
  const d1 = w.d1 as unknown as D1Database
  return { outbox: d1Outbox(d1), visits: d1Visits(d1) }
}

describe('an update whose schema changed, on D1', () => {
  it('keeps every message and count, and delivers each waiting message once', async () => {
    const persistDir = tempDir('portfolio-edge-data-')
    worker = await start(persistDir)
    const before = stores(worker)
    const data = await fillSiteData(before.outbox, before.visits)
    await worker.dispose()

    sink = await startSmtpSink('accept')
    worker = await start(
      persistDir,
      { migrations, vars: { SMTP_URL: sink.url, MAIL_TO, MAIL_FROM } },
      nextBuildDir,
    )
    await worker.scheduled()
    await waitFor(() => sink?.received.length === data.undelivered.length, 10_000, 'the mail')
    // Another run of the Cron Trigger: a message sent twice would show up now.
    await worker.scheduled()

    const sent = sink.received.map((mail) => mail.headers.get('message-id') ?? '')
    expect(sent).toHaveLength(data.undelivered.length)
    for (const id of data.undelivered)
      expect(sent.filter((mid) => mid.includes(id))).toHaveLength(1)
    const after = stores(worker)
    const messages = await after.outbox.list()
    expect(contents(messages)).toEqual(contents(data.messages))
    expect(messages.map((message) => message.status)).toEqual(messages.map(() => 'sent'))
    expect(await countsOf(after.visits)).toEqual(data.counts)
    // The next schema is the one in place: the rebuilt table has its new column.
    const { results } = await worker.d1.prepare('SELECT read_at FROM messages').all()
    expect(results).toHaveLength(data.messages.length)
  }, 60_000)

  it('an engine older than the data refuses to start, saying so in one line', async () => {
    const persistDir = tempDir('portfolio-edge-data-')
    worker = await start(persistDir, { migrations }, nextBuildDir)
    await worker.dispose()
    worker = undefined
    await expect(start(persistDir)).rejects.toThrow(
      `the local D1 outbox in ${persistDir} was written by a newer bifolio (schema ${version}, this engine knows up to ${version - 1}): update bifolio or restore a backup`,
    )
  }, 60_000)

  it('a deployed Worker older than the data takes no message and sends none', async () => {
    sink = await startSmtpSink('accept')
    // The preview would refuse this D1; handed the newer migrations it starts, as the platform
    // starts a Worker rolled back over data a newer one migrated.
    worker = await start(tempDir('portfolio-edge-data-'), {
      migrations,
      vars: { SMTP_URL: sink.url, MAIL_TO, MAIL_FROM },
    })
    const post = await worker.mf.dispatchFetch(
      'http://localhost/api/contact',
      postJson(validBody, { 'cf-connecting-ip': '203.0.113.7' }) as never,
    )
    expect(post.status).toBe(503)
    expect(await post.json()).toEqual({ error: 'unavailable' })
    expect((await worker.mf.dispatchFetch('http://localhost/api/health')).status).toBe(503)
    const { results } = await worker.d1.prepare('SELECT id FROM messages').all()
    expect(results).toEqual([])
    await worker.scheduled()
    expect(sink.received).toEqual([])
  }, 60_000)
})
