/**
 * SIGTERM under load: hundreds of posts, the signal once a third of them were accepted, a
 * restart on the same DATA_DIR. Every message that got a 202 is delivered exactly once, to a
 * real SMTP server and, without one, to the `.eml` folder; the stop itself exits 0 in time
 * and leaves no send half done.
 */
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import type { Child } from '../../../test/server/child-process'
import { childEntry, killChildren, startChild, statuses } from '../../../test/server/child-process'
import { postJson, tempDir, validBody } from '../../../test/server/fixtures'
import type { SmtpSink } from '../../../test/server/smtp-sink'
import { startSmtpSink, waitFor } from '../../../test/server/smtp-sink'

// The server is bundled once before the first start: seconds on a busy machine.
beforeAll(() => childEntry(), 180_000)

const POSTS = 300
const CONCURRENCY = 16
const SIGNAL_AFTER_ACCEPTED = 100
/** What a service manager waits before SIGKILL. */
const STOP_LIMIT_MS = 10_000

let sink: SmtpSink | undefined

afterEach(async () => {
  killChildren()
  await sink?.close()
  sink = undefined
})

interface LoadOutcome {
  accepted: string[]
  refused: number
  stopMs: number
  exitCode: number | null
}

/** Posts from CONCURRENCY clients until POSTS are sent; SIGTERM once enough were accepted. */
async function postThroughStop(child: Child): Promise<LoadOutcome> {
  const accepted: string[] = []
  let refused = 0
  let next = 0
  let signalledAt: number | undefined
  const client = async () => {
    while (next < POSTS) {
      const n = next
      next += 1
      try {
        const res = await fetch(
          `${child.url}/api/contact`,
          postJson({ ...validBody, subject: `Load message ${n}` }, { 'idempotency-key': `k-${n}` }),
        )
        if (res.status === 202) accepted.push(((await res.json()) as { id: string }).id)
        else refused += 1
      } catch {
        // Refused or reset once the server stopped listening: not accepted, so nothing owed.
        refused += 1
      }
      if (signalledAt === undefined && accepted.length >= SIGNAL_AFTER_ACCEPTED) {
        signalledAt = performance.now()
        child.process.kill('SIGTERM')
      }
    }
  }
  await Promise.all(Array.from({ length: CONCURRENCY }, client))
  const exitCode = await child.exited
  return { accepted, refused, stopMs: performance.now() - (signalledAt ?? 0), exitCode }
}

function expectCleanStop(outcome: LoadOutcome, dataDir: string): void {
  expect(outcome.exitCode).toBe(0)
  expect(outcome.stopMs).toBeLessThan(STOP_LIMIT_MS)
  expect(outcome.accepted.length).toBeGreaterThanOrEqual(SIGNAL_AFTER_ACCEPTED)
  expect(outcome.refused).toBeGreaterThan(0)
  const left = statuses(dataDir)
  // Stopped mid-way: mail was still waiting, and no send was left half done.
  expect(left).toContain('pending')
  expect(left).not.toContain('sending')
  // Every stored message was accepted or at least committed before its answer was lost.
  expect(left.length).toBeGreaterThanOrEqual(outcome.accepted.length)
}

/** The JSON log lines a child printed. */
function logLines(child: Child): Array<{ level: string; msg: string }> {
  return child
    .output()
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as { level: string; msg: string })
}

describe('a stop under load', () => {
  it(
    'delivers every accepted message exactly once to the SMTP server across SIGTERM and restart',
    { timeout: 60_000 },
    async () => {
      sink = await startSmtpSink('accept', { acceptDelayMs: 10 })
      const dataDir = tempDir()
      const env = {
        DATA_DIR: dataDir,
        SMTP_URL: sink.url,
        CONTACT_LIMIT: '1000/60',
        LOG_FORMAT: 'json',
      }
      const first = await startChild(env)
      const outcome = await postThroughStop(first)
      expectCleanStop(outcome, dataDir)
      expect(logLines(first).at(-1)?.msg).toMatch(/^stopped in \d+ ms$/)

      await startChild(env)
      await waitFor(() => statuses(dataDir).every((s) => s === 'sent'), 40_000, 'all sent')
      const messageIds = sink.received.map((mail) => mail.headers.get('message-id') ?? '')
      expect(new Set(messageIds).size).toBe(messageIds.length)
      expect(messageIds).toHaveLength(statuses(dataDir).length)
      for (const id of outcome.accepted) {
        expect(messageIds.filter((mid) => mid.startsWith(`<${id}@`))).toHaveLength(1)
      }
    },
  )

  it(
    'writes every accepted message exactly once to the .eml folder across SIGTERM and restart',
    { timeout: 60_000 },
    async () => {
      const dataDir = tempDir()
      const env = { DATA_DIR: dataDir, CONTACT_LIMIT: '1000/60', LOG_FORMAT: 'json' }
      const first = await startChild(env)
      const outcome = await postThroughStop(first)
      expect(outcome.exitCode).toBe(0)
      expect(outcome.stopMs).toBeLessThan(STOP_LIMIT_MS)
      expect(statuses(dataDir)).not.toContain('sending')

      const second = await startChild(env)
      await waitFor(() => statuses(dataDir).every((s) => s === 'sent'), 40_000, 'all written')
      // A file per id cannot show a second write over it; the log line each write makes can.
      const logged = () =>
        [...logLines(first), ...logLines(second)]
          .map((line) => /^mail: message (\S+) written to /.exec(line.msg)?.[1])
          .filter((id) => id !== undefined)
      // The last write's line is logged before its message is marked sent, but may still be in
      // the pipe from the child when the outbox already says so.
      await waitFor(() => logged().length >= statuses(dataDir).length, 5000, 'every write logged')
      const writes = logged()
      expect(new Set(writes).size).toBe(writes.length)
      expect(writes).toHaveLength(statuses(dataDir).length)
      for (const id of outcome.accepted) {
        expect(existsSync(join(dataDir, 'mail', `${id}.eml`))).toBe(true)
        expect(writes).toContain(id)
      }
    },
  )
})
