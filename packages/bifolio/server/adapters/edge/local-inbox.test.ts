/**
 * `npm run inbox -- --edge` reads the D1 that the Worker in workerd kept under `DATA_DIR/edge/`,
 * as `npm run preview:edge` lays it out: the message it answered 202 to, while the Worker runs
 * with SMTP down, then delivered, after the Worker stopped.
 */
import { execFile } from 'node:child_process'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { previewOptions } from '../../../cli/preview-edge/preview-options'
import { parseConfig } from '../node/config'
import { buildEdgeFixture } from '../../../test/server/edge-build'
import { postJson, tempDir, validBody } from '../../../test/server/fixtures'
import { MAIL_FROM, MAIL_TO } from '../../../test/server/harness'
import { startSmtpSink, waitFor, type SmtpSink } from '../../../test/server/smtp-sink'
import { startLocalWorker, type LocalWorker } from './local-worker'

let buildDir: string
beforeAll(async () => {
  buildDir = await buildEdgeFixture('portfolio-inbox-build-')
}, 60_000)

let worker: LocalWorker | undefined
let sink: SmtpSink | undefined
afterEach(async () => {
  await worker?.dispose()
  await sink?.close()
  worker = undefined
  sink = undefined
})

/** What the owner types, with the source in place of the build. */
async function inbox(dataDir: string, ...args: string[]): Promise<string> {
  const { stdout } = await promisify(execFile)(
    process.execPath,
    ['--import', 'tsx', join(import.meta.dirname, '..', 'node', 'inbox.ts'), '--edge', ...args],
    { env: { ...process.env, DATA_DIR: dataDir } },
  )
  return stdout
}

describe('npm run inbox -- --edge', () => {
  it('lists the local D1 of the Worker, while it runs and after it stopped', async () => {
    const dataDir = tempDir('portfolio-inbox-data-')
    expect(await inbox(dataDir)).toMatch(/^No messages yet/)

    const down = await startSmtpSink()
    const smtpUrl = down.url
    await down.close()
    const env = { DATA_DIR: dataDir, SMTP_URL: smtpUrl, MAIL_TO, MAIL_FROM }
    const options = { ...previewOptions(parseConfig(env), buildDir), output: 'drop' as const }
    worker = await startLocalWorker(options)
    const res = await worker.mf.dispatchFetch(
      'http://localhost/api/contact',
      postJson(validBody, { 'cf-connecting-ip': '203.0.113.7' }) as never,
    )
    expect(res.status).toBe(202)
    const { id } = (await res.json()) as { id: string }
    const attempts = async () =>
      (await worker?.d1.prepare('SELECT attempts FROM messages').first<{ attempts: number }>())
        ?.attempts
    await expect.poll(attempts, { timeout: 10_000 }).toBe(1)

    const waiting = await inbox(dataDir)
    expect(waiting).toContain(`  ${id}\n`)
    expect(waiting).toContain(
      `from:    ${validBody.name} <${validBody.email}> (${validBody.language})`,
    )
    expect(waiting).toContain(`subject: ${validBody.subject}`)
    expect(waiting).toMatch(/state: {3}waiting, attempt 2 at \d{4}-\d\d-\d\dT/)
    expect(waiting).toContain(`│ ${validBody.message}`)
    expect(waiting).toContain('1 message(s): 0 sent, 1 waiting, 0 failed.')
    await worker.dispose()

    // SMTP back, the retry due: the next scheduled run delivers it, then the Worker stops.
    sink = await startSmtpSink('accept', { port: Number(new URL(smtpUrl).port) })
    worker = await startLocalWorker(options)
    await worker.d1.prepare('UPDATE messages SET next_attempt_at = 0').run()
    await worker.scheduled()
    await waitFor(() => sink?.received.length === 1, 10_000, 'the mail')
    await expect
      .poll(async () => (await worker?.d1.prepare('SELECT status FROM messages').first())?.status)
      .toBe('sent')
    await worker.dispose()
    worker = undefined

    const sent = await inbox(dataDir)
    expect(sent).toMatch(new RegExp(`${id}\\n[^─]*state: {3}sent \\d{4}-`))
    expect(sent).toContain('1 message(s): 1 sent, 0 waiting, 0 failed.')
  }, 60_000)

  it('changes nothing: --retry-failed and --backup are refused with --edge', async () => {
    for (const flag of ['--retry-failed', '--backup=/tmp/x.sqlite']) {
      await expect(inbox(tempDir('portfolio-inbox-data-'), flag)).rejects.toMatchObject({
        code: 2,
        stderr: expect.stringContaining('--edge only lists') as unknown,
      })
    }
  })
})
