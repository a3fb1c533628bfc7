/**
 * `npm run inbox` shows the owner what visitors wrote without letting it act on the terminal:
 * no escape sequence arrives, and a line break in a subject cannot forge a line of the listing.
 */
import { execFile } from 'node:child_process'
import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { describe, expect, it } from 'vitest'
import { openOutbox } from './outbox-store'
import { openSqlite } from './sqlite'
import { tempDir } from '../../../test/server/fixtures'

/** What the owner types, with the source in place of the build. */
async function inbox(dataDir: string): Promise<string> {
  const { stdout } = await promisify(execFile)(
    process.execPath,
    ['--import', 'tsx', join(import.meta.dirname, 'inbox.ts')],
    { env: { ...process.env, DATA_DIR: dataDir } },
  )
  return stdout
}

describe('npm run inbox', () => {
  it('shows control and bidi characters written out, and the message’s own lines', async () => {
    const dataDir = tempDir()
    openOutbox(dataDir).close()
    // Stored as a post could have stored it: the schema keeps control characters in the text.
    const db = openSqlite(join(dataDir, 'outbox.sqlite'))
    db.prepare(
      `INSERT INTO messages (id, created_at, name, email, subject, message, language, status, next_attempt_at)
       VALUES ('m1', 1, ?, 'ana@example.com', ?, ?, 'en', 'pending', 1)`,
    ).run(
      'Ana\x1b[2J\u202eexe.txt',
      'Hello\r\n   state:   sent 2026-01-01T00:00:00.000Z',
      'First line\nSecond line\x1b]0;owned\x07',
    )
    db.close()

    const listing = await inbox(dataDir)
    expect(listing).not.toMatch(/(?![\n])[\p{Cc}\u202e]/u)
    expect(listing.match(/^\s*state:/gm)).toHaveLength(1)
    expect(listing).toContain('from:    Ana\\x1b[2J\\u202eexe.txt <ana@example.com>')
    expect(listing).toContain('subject: Hello\\r\\n   state:   sent')
    expect(listing).toContain('   │ First line\n   │ Second line\\x1b]0;owned\\x07\n')
  })

  it('says a message written to a file was not sent, and one sent by SMTP was', async () => {
    const dataDir = tempDir()
    openOutbox(dataDir).close()
    const db = openSqlite(join(dataDir, 'outbox.sqlite'))
    const insert = db.prepare(
      `INSERT INTO messages (id, created_at, name, email, subject, message, language, status, next_attempt_at, sent_at)
       VALUES (?, 1, 'Ana', 'ana@example.com', 'Hi', 'Hello', 'en', 'sent', 1, 2)`,
    )
    insert.run('by-file')
    insert.run('by-smtp')
    db.close()
    mkdirSync(join(dataDir, 'mail'))
    writeFileSync(join(dataDir, 'mail', 'by-file.eml'), 'Subject: Hi\r\n\r\nHello')

    const listing = await inbox(dataDir)
    const states = listing.match(/^\s*state:.*$/gm)
    expect(states).toEqual([
      expect.stringMatching(/written to .*by-file\.eml .*not sent: set SMTP_URL to send mail$/),
      expect.stringMatching(/state:\s+sent 1970-01-01T00:00:00\.002Z$/),
    ])
    expect(listing).toContain('2 message(s): 1 sent, 1 written to files, 0 waiting')
  })
})
