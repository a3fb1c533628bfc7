/**
 * `npm run preview:edge` killed with SIGKILL while SMTP refuses for now, or in the middle of
 * sending, started again on the same DATA_DIR once SMTP accepts: every message it answered 202
 * to is in the local D1 and goes out, once each, to a real SMTP server, without waiting for a
 * claim's lease or a minute per ten messages.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { parseConfig } from '../../server/adapters/node/config'
import { startLocalWorker, type LocalWorker } from '../../server/adapters/edge/local-worker'
import { buildEdgeFixture } from '../../test/server/edge-build'
import { postJson, tempDir, validBody } from '../../test/server/fixtures'
import { MAIL_FROM, MAIL_TO } from '../../test/server/harness'
import { startSmtpSink, waitFor, type SmtpSink } from '../../test/server/smtp-sink'
import { previewOptions } from './preview-options'
import { enginePath } from '../../builder/paths/engine'
import { siteUnderTest } from '../../test/site-under-test'

let buildDir: string
beforeAll(async () => {
  buildDir = await buildEdgeFixture('portfolio-preview-build-')
}, 60_000)

let preview: ChildProcess | undefined
let worker: LocalWorker | undefined
let sink: SmtpSink | undefined
/**
 * The preview and the workerd it started, as a terminal's Ctrl-\ or a service manager kills
 * them: the whole process group. Killing node alone would leave workerd serving the port.
 */
function killPreview(child: ChildProcess): void {
  // A process killed by a signal keeps `exitCode` null; its `signalCode` says it is gone.
  if (child.pid === undefined || child.exitCode !== null || child.signalCode !== null) return
  process.kill(-child.pid, 'SIGKILL')
}

afterEach(async () => {
  if (preview) killPreview(preview)
  await worker?.dispose()
  await sink?.close()
  preview = undefined
  worker = undefined
  sink = undefined
})

/** Runs `npm run preview:edge`'s script and resolves with its URL and everything it printed. */
function startPreview(env: Record<string, string>) {
  const child = spawn(process.execPath, [enginePath('bin', 'bifolio.js'), 'preview:edge'], {
    env: { ...process.env, BIFOLIO_SITE: siteUnderTest(), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  })
  preview = child
  let output = ''
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve))
  for (const stream of [child.stdout, child.stderr]) {
    stream.on('data', (chunk: Buffer) => (output += chunk.toString()))
  }
  const ready = new Promise<string>((resolve, reject) => {
    child.stdout.on('data', () => {
      const url = /contact API on (\S+);/.exec(output)?.[1]
      if (url) resolve(url)
    })
    void exited.then((code) => reject(new Error(`preview:edge exited with ${code}: ${output}`)))
  })
  return { child, ready, exited, output: () => output }
}

describe('preview:edge killed and started again on the same DATA_DIR', () => {
  it('loses nothing: the message held while SMTP refused it is delivered once', async () => {
    // The server stays on its port throughout (refusing, then accepting): a port closed and
    // opened again could be taken in between by another test's server and accept the first try.
    sink = await startSmtpSink('tempfail')
    const smtpUrl = sink.url
    const env = {
      BUILD_DIR: buildDir,
      DATA_DIR: tempDir('portfolio-preview-data-'),
      SMTP_URL: smtpUrl,
      MAIL_TO,
      MAIL_FROM,
      HOST: '127.0.0.1',
      PORT: '0',
    }
    const first = startPreview(env)
    const url = await first.ready
    const res = await fetch(`${url}api/contact`, postJson(validBody))
    expect(res.status).toBe(202)
    const { id } = (await res.json()) as { id: string }
    // Logged once the outbox holds the failed try and when to try again.
    await waitFor(
      () => first.output().includes(`message ${id} not sent yet`),
      30_000,
      'the failed try',
    ).catch((error: Error) => {
      throw new Error(`${error.message}; preview:edge printed:\n${first.output()}`)
    })
    expect(sink.refused).toBe(1)
    killPreview(first.child)
    await first.exited

    sink.mode = 'accept'
    worker = await startLocalWorker(previewOptions(parseConfig(env), buildDir))
    const stored = () =>
      worker?.d1.prepare('SELECT id, status, attempts FROM messages').all<{ id: string }>()
    expect((await stored())?.results).toEqual([{ id, status: 'pending', attempts: 1 }])
    // The retry is due a minute after the failed try; let that minute pass.
    await worker.d1.prepare('UPDATE messages SET next_attempt_at = 0').run()
    await worker.scheduled()
    await waitFor(() => sink?.received.length === 1, 10_000, 'the mail')
    await expect
      .poll(async () => (await stored())?.results)
      .toEqual([{ id, status: 'sent', attempts: 2 }])
    await Promise.all([worker.scheduled(), worker.scheduled()])
    expect(sink.received).toHaveLength(1)
    expect(sink.received[0]?.headers.get('message-id')).toBe(`<${id}@example.dev>`)
  }, 60_000)
})

describe('preview:edge killed with messages being sent', () => {
  it('sends every one of 20 held messages at once after it starts again', async () => {
    // SMTP takes each message and never answers: every post's run holds its message, claimed.
    sink = await startSmtpSink('hold')
    const env = {
      BUILD_DIR: buildDir,
      DATA_DIR: tempDir('portfolio-preview-held-'),
      SMTP_URL: sink.url,
      MAIL_TO,
      MAIL_FROM,
      CONTACT_LIMIT: '100/600',
      HOST: '127.0.0.1',
      PORT: '0',
    }
    const first = startPreview(env)
    const url = await first.ready
    const ids: string[] = []
    for (let index = 0; index < 20; index += 1) {
      const body = { ...validBody, subject: `Held message number ${index}` }
      const res = await fetch(`${url}api/contact`, postJson(body))
      expect(res.status).toBe(202)
      ids.push(((await res.json()) as { id: string }).id)
    }
    await waitFor(() => sink?.held === 20, 30_000, 'twenty messages being sent')
    killPreview(first.child)
    await first.exited

    sink.mode = 'accept'
    const second = startPreview(env)
    await second.ready
    // Well within the first minute: no lease waited out, no second Cron minute needed.
    await waitFor(() => sink?.received.length === 20, 30_000, 'the twenty mails').catch(
      (error: Error) => {
        throw new Error(`${error.message}; preview:edge printed:\n${second.output()}`)
      },
    )
    const messageIds = sink.received.map((mail) => mail.headers.get('message-id') ?? '')
    expect(new Set(messageIds).size).toBe(20)
    for (const id of ids) expect(messageIds.some((messageId) => messageId.includes(id))).toBe(true)
  }, 90_000)
})
