/**
 * An update on Node: a site stopped with messages in its outbox and visits counted, started
 * again by an engine whose schema changed, keeps them all and delivers each waiting message
 * once; an engine older than the data refuses to start, in one line.
 */
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { ChildExit, childEntry, killChildren, startChild } from '../../../test/server/child-process'
import { fixtureSite, tempDir } from '../../../test/server/fixtures'
import { MAIL_FROM, MAIL_TO } from '../../../test/server/harness'
import { contents, countsOf, fillSiteData, nextSchema } from '../../../test/server/next-schema'
import type { SmtpSink } from '../../../test/server/smtp-sink'
import { startSmtpSink, waitFor } from '../../../test/server/smtp-sink'
import { parseConfig } from './config'
import { openOutbox } from './outbox-store'
import { openSqlite } from './sqlite'
import { startServer } from './start-server'
import { join } from 'node:path'

// The older engine is the server bundled as it ships: seconds on a busy machine.
beforeAll(() => childEntry(), 180_000)

let sink: SmtpSink | undefined
afterEach(async () => {
  killChildren()
  await sink?.close()
})

const { migrations, version } = nextSchema()

describe('an update whose schema changed, on a SQLite file', () => {
  it('keeps every message and count, and delivers each waiting message once', async () => {
    const dataDir = tempDir()
    const before = openOutbox(dataDir)
    const data = await fillSiteData(before, before.visits)
    before.close()

    sink = await startSmtpSink('accept')
    const server = await startServer({
      config: parseConfig({ DATA_DIR: dataDir, SMTP_URL: sink.url, PORT: '0', MAIL_TO, MAIL_FROM }),
      clientDir: fixtureSite(),
      backoff: { baseMs: 20, maxMs: 100 },
      log: () => {},
      migrations,
    })
    await waitFor(() => sink?.received.length === data.undelivered.length, 10_000, 'the mail')
    // A few more delivery passes: a message sent twice would show up now.
    await new Promise((resolve) => setTimeout(resolve, 300))
    await server.stop()

    const sent = sink.received.map((mail) => mail.headers.get('message-id') ?? '')
    expect(sent).toHaveLength(data.undelivered.length)
    for (const id of data.undelivered)
      expect(sent.filter((mid) => mid.includes(id))).toHaveLength(1)

    const after = openOutbox(dataDir, { migrations })
    try {
      const messages = await after.list()
      expect(contents(messages)).toEqual(contents(data.messages))
      expect(messages.map((message) => message.status)).toEqual(messages.map(() => 'sent'))
      expect(await countsOf(after.visits)).toEqual(data.counts)
    } finally {
      after.close()
    }
    // The next schema is the one in place: the rebuilt table has its new column.
    const db = openSqlite(join(dataDir, 'outbox.sqlite'), { readOnly: true })
    try {
      expect(db.prepare('SELECT read_at FROM messages').all()).toHaveLength(data.messages.length)
    } finally {
      db.close()
    }
  })

  it('an engine older than the data refuses to start, saying so in one line', async () => {
    const dataDir = tempDir()
    openOutbox(dataDir, { migrations }).close()
    const engineVersion = version - 1
    const refused = await startChild({ DATA_DIR: dataDir }).catch((error: unknown) => error)
    expect(refused).toBeInstanceOf(ChildExit)
    const { code, stderr } = refused as ChildExit
    expect(code).toBe(1)
    expect(stderr).toBe(
      `${join(dataDir, 'outbox.sqlite')} was written by a newer bifolio (schema ${version}, this engine knows up to ${engineVersion}): update bifolio or restore a backup\n`,
    )
  })
})
