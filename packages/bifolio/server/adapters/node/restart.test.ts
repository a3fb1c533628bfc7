/**
 * A process killed with SIGKILL while messages wait for a refusing mail server, restarted on
 * the same DATA_DIR once the server recovers, delivers every message exactly once.
 */
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { childEntry, killChildren, startChild, statuses } from '../../../test/server/child-process'

import { postJson, tempDir, validBody } from '../../../test/server/fixtures'
import type { SmtpSink } from '../../../test/server/smtp-sink'
import { startSmtpSink, waitFor } from '../../../test/server/smtp-sink'

// The server is bundled once before the first start: seconds on a busy machine.
beforeAll(() => childEntry(), 180_000)

let sink: SmtpSink | undefined

afterEach(async () => {
  killChildren()
  await sink?.close()
})

describe('kill and restart', () => {
  it('delivers each accepted message exactly once', { timeout: 30_000 }, async () => {
    sink = await startSmtpSink('tempfail')
    const dataDir = tempDir()
    const env = { DATA_DIR: dataDir, SMTP_URL: sink.url, CONTACT_LIMIT: '100/60' }
    const first = await startChild(env)
    const ids: string[] = []
    for (let i = 0; i < 5; i += 1) {
      const res = await fetch(
        `${first.url}/api/contact`,
        postJson({ ...validBody, subject: `Message number ${i}` }),
      )
      expect(res.status).toBe(202)
      ids.push(((await res.json()) as { id: string }).id)
    }
    await waitFor(() => (sink?.refused ?? 0) >= 10, 10_000, 'refused attempts')
    first.process.kill('SIGKILL')
    await first.exited
    expect(sink.received).toHaveLength(0)

    sink.mode = 'accept'
    const second = await startChild(env)
    await waitFor(() => statuses(dataDir).every((status) => status === 'sent'), 15_000, 'all sent')
    // Let the worker run a few more backoff cycles: a duplicate would show up now.
    await new Promise((resolve) => setTimeout(resolve, 300))
    const messageIds = sink.received.map((mail) => mail.headers.get('message-id') ?? '')
    expect(messageIds).toHaveLength(5)
    expect(new Set(messageIds).size).toBe(5)
    for (const id of ids) expect(messageIds.some((mid) => mid.includes(id))).toBe(true)

    second.process.kill('SIGTERM')
    expect(await second.exited).toBe(0)
  })
})
