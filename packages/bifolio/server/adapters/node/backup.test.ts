/**
 * The backup a running server's owner takes with `npm run inbox -- --backup=FILE`, put back as
 * the outbox of a new machine, delivers every message that was waiting, once.
 */
import { spawnSync } from 'node:child_process'
import { copyFileSync } from 'node:fs'
import { join } from 'node:path'
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

describe('backup and restore', () => {
  it(
    'restores waiting messages from a backup taken while the server ran',
    { timeout: 30_000 },
    async () => {
      sink = await startSmtpSink('tempfail')
      const dataDir = tempDir()
      const env = { DATA_DIR: dataDir, SMTP_URL: sink.url, CONTACT_LIMIT: '100/60' }
      const first = await startChild(env)
      const ids: string[] = []
      for (let i = 0; i < 3; i += 1) {
        const res = await fetch(
          `${first.url}/api/contact`,
          postJson({ ...validBody, subject: `Backed up message ${i}` }),
        )
        ids.push(((await res.json()) as { id: string }).id)
      }
      await waitFor(() => (sink?.refused ?? 0) >= 3, 10_000, 'refused attempts')

      const backup = join(tempDir(), 'outbox-backup.sqlite')
      const result = spawnSync(
        process.execPath,
        ['--import', 'tsx', join(import.meta.dirname, 'inbox.ts'), `--backup=${backup}`],
        { env: { ...process.env, DATA_DIR: dataDir }, encoding: 'utf8' },
      )
      expect(result.status, result.stderr).toBe(0)
      first.process.kill('SIGKILL')
      await first.exited

      const restored = tempDir()
      copyFileSync(backup, join(restored, 'outbox.sqlite'))
      sink.mode = 'accept'
      const second = await startChild({ ...env, DATA_DIR: restored })
      await waitFor(() => statuses(restored).every((s) => s === 'sent'), 15_000, 'all sent')
      const messageIds = sink.received.map((mail) => mail.headers.get('message-id') ?? '')
      expect(messageIds).toHaveLength(3)
      for (const id of ids) expect(messageIds.filter((mid) => mid.includes(id))).toHaveLength(1)
      second.process.kill('SIGTERM')
      expect(await second.exited).toBe(0)
    },
  )
})
