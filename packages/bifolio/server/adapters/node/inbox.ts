/**
 * `npm run inbox`: the owner's view of the outbox: every stored message with its delivery
 * state. `npm run inbox -- --retry-failed` queues messages refused for good again, after the
 * mail setup was fixed. `npm run inbox -- --backup=FILE` copies the outbox to FILE, safely
 * while the server runs (docs/deploy.md says how to restore it). `npm run inbox -- --edge`
 * lists the outbox of `npm run preview:edge` instead, its local D1 under `DATA_DIR/edge/`,
 * read-only, while the preview runs or not (the deployed one: docs/deploy.md, "The edge").
 */
import { existsSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { localD1Files } from '../edge/local-d1-file'
import { fromRow, type MessageRow } from '../../outbox/outbox'
import { ConfigError } from '../../config-values'
import { openOutbox } from './outbox-store'
import type { OutboxStore, StoredMessage } from './outbox-store'
import { openSqlite } from './sqlite'
import { terminalLine, terminalLines } from '../../outbox/terminal-text'

/**
 * With no `SMTP_URL` the server writes each message as an `.eml` file instead of sending it;
 * the outbox records both as delivered, so the file's presence is what tells them apart.
 */
type WrittenFile = (message: StoredMessage) => string | undefined

function describeState(message: StoredMessage, writtenFile: WrittenFile): string {
  const when = (at: number | null) => (at ? new Date(at).toISOString() : '')
  switch (message.status) {
    case 'sent': {
      const file = writtenFile(message)
      return file
        ? `written to ${file} ${when(message.sentAt)}, not sent: set SMTP_URL to send mail`
        : `sent ${when(message.sentAt)}`
    }
    case 'failed':
      return `FAILED after ${message.attempts} attempt(s): ${message.lastError ?? ''}`
    case 'sending':
      return 'being sent'
    default:
      return message.attempts === 0
        ? 'queued'
        : `waiting, attempt ${message.attempts + 1} at ${when(message.nextAttemptAt)} (last: ${message.lastError ?? ''})`
  }
}

/** Everything a visitor wrote, and an SMTP server's error, is shown made safe for a terminal. */
function format(message: StoredMessage, writtenFile: WrittenFile): string {
  return [
    `── ${new Date(message.createdAt).toISOString()}  ${message.id}`,
    `   from:    ${terminalLine(message.name)} <${terminalLine(message.email)}> (${message.language})`,
    `   subject: ${terminalLine(message.subject)}`,
    `   state:   ${terminalLine(describeState(message, writtenFile))}`,
    ...terminalLines(message.message).map((line) => `   │ ${line}`),
  ].join('\n')
}

function printMessages(
  messages: StoredMessage[],
  writtenFile: WrittenFile = () => undefined,
): void {
  for (const message of messages) console.log(`${format(message, writtenFile)}\n`)
  const count = (status: StoredMessage['status']) =>
    messages.filter((m) => m.status === status).length
  const written = messages.filter((m) => m.status === 'sent' && writtenFile(m)).length
  const delivered =
    written > 0
      ? `${count('sent') - written} sent, ${written} written to files`
      : `${count('sent')} sent`
  console.log(
    `${messages.length} message(s): ${delivered}, ${count('pending') + count('sending')} waiting, ${count('failed')} failed.`,
  )
}

/** The `.eml` file the server wrote for a message in place of sending it, if there is one. */
function mailFileIn(mailDir: string): WrittenFile {
  return (message) => {
    const file = join(mailDir, `${message.id}.eml`)
    return existsSync(file) ? file : undefined
  }
}

async function listMessages(store: OutboxStore): Promise<void> {
  if (process.argv.includes('--retry-failed')) {
    console.log(
      `${await store.requeueFailed()} failed message(s) queued again; the running server sends them.`,
    )
  }
  printMessages(await store.list(), mailFileIn(join(dataDir, 'mail')))
}

/**
 * The preview's D1, opened read-only: the Worker in workerd owns the file and may be writing
 * to it (SQLite's WAL lets this read beside it). Nothing here changes it.
 */
function listEdgeOutbox(persistDir: string): void {
  const [file, ...older] = localD1Files(persistDir)
  if (!file) {
    console.log(`No messages yet: npm run preview:edge has kept no D1 in ${persistDir}.`)
    return
  }
  console.log(`The local edge outbox (npm run preview:edge): ${file}`)
  if (older.length > 0) {
    console.log(`(${older.length} older D1 file(s) beside it, from another database_id.)`)
  }
  console.log('')
  const db = openSqlite(file, { readOnly: true })
  try {
    db.exec('PRAGMA busy_timeout = 5000')
    printMessages(
      db.prepare<MessageRow>('SELECT * FROM messages ORDER BY created_at').all().map(fromRow),
    )
  } finally {
    db.close()
  }
}

const dataDir = resolve(process.env.DATA_DIR?.trim() || './data')
const backupTo = process.argv.find((arg) => arg.startsWith('--backup='))?.slice('--backup='.length)
if (process.argv.includes('--edge')) {
  if (backupTo || process.argv.includes('--retry-failed')) {
    console.error(
      '--edge only lists the local edge outbox; docs/deploy.md shows the wrangler d1 commands that change it.',
    )
    process.exit(2)
  }
  listEdgeOutbox(join(dataDir, 'edge'))
  process.exit(0)
}
if (!existsSync(join(dataDir, 'outbox.sqlite'))) {
  console.log(`No messages yet: ${join(dataDir, 'outbox.sqlite')} does not exist.`)
  process.exit(0)
}
let store: OutboxStore
try {
  store = openOutbox(dataDir)
} catch (error) {
  // An outbox a newer engine wrote is refused in one line, as the server refuses it.
  if (!(error instanceof ConfigError)) throw error
  console.error(error.message)
  process.exit(1)
}
try {
  if (backupTo) {
    await store.backup(resolve(backupTo))
    console.log(`The outbox is copied to ${resolve(backupTo)}.`)
  } else await listMessages(store)
} finally {
  store.close()
}
