/**
 * A stop while the mail server hangs on a message: the stop ends within its grace period
 * instead of waiting for the mail server, and the abandoned message is sent again at the next
 * start, with the same Message-ID.
 */
import { afterEach, describe, expect, it } from 'vitest'
import { parseConfig } from './config'
import { startServer } from './start-server'
import { fixtureSite, postJson, tempDir, validBody } from '../../../test/server/fixtures'
import type { SmtpSink } from '../../../test/server/smtp-sink'
import { startSmtpSink, waitFor } from '../../../test/server/smtp-sink'

const GRACE_MS = 300
const sinks: SmtpSink[] = []

afterEach(async () => {
  await Promise.all(sinks.splice(0).map((sink) => sink.close()))
})

async function start(dataDir: string, smtpUrl: string) {
  return startServer({
    config: parseConfig({ DATA_DIR: dataDir, SMTP_URL: smtpUrl, PORT: '0' }),
    clientDir: fixtureSite(),
    stopGraceMs: GRACE_MS,
    smtpTimeouts: { connectionMs: 10_000, socketMs: 10_000 },
    log: () => {},
  })
}

describe('a stop past its grace period', () => {
  it(
    'abandons a hanging send, and the next start sends it again',
    { timeout: 20_000 },
    async () => {
      const hanging = await startSmtpSink('accept', { acceptDelayMs: 5_000 })
      sinks.push(hanging)
      const dataDir = tempDir()
      const first = await start(dataDir, hanging.url)
      const res = await fetch(`${first.url}/api/contact`, postJson(validBody))
      const { id } = (await res.json()) as { id: string }
      // Give the worker time to reach DATA, where the hanging server keeps it waiting.
      await new Promise((resolve) => setTimeout(resolve, 500))

      const stoppedAt = performance.now()
      await first.stop()
      const stopMs = performance.now() - stoppedAt
      // It waited out the grace period (the send was in flight), then no longer.
      expect(stopMs).toBeGreaterThanOrEqual(GRACE_MS - 20)
      expect(stopMs).toBeLessThan(GRACE_MS + 1_500)

      const healthy = await startSmtpSink('accept')
      sinks.push(healthy)
      const second = await start(dataDir, healthy.url)
      await waitFor(() => healthy.received.length === 1, 5_000, 'the resend')
      expect(healthy.received[0]?.headers.get('message-id')).toContain(id)
      await second.stop()
    },
  )
})
