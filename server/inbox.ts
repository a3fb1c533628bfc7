/**
 * `npm run inbox`: the owner's view of the outbox: every stored message with its delivery
 * state. `npm run inbox -- --retry-failed` queues messages refused for good again, after the
 * mail setup was fixed. `npm run inbox -- --backup=FILE` copies the outbox to FILE, safely
 * while the server runs (docs/deploy.md says how to restore it).
 */
import { existsSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { openOutbox } from './outbox/outbox-store'
import type { OutboxStore, StoredMessage } from './outbox/outbox-store'

function describeState(message: StoredMessage): string {
  const when = (at: number | null) => (at ? new Date(at).toISOString() : '')
  switch (message.status) {
    case 'sent':
      return `sent ${when(message.sentAt)}`
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

function format(message: StoredMessage): string {
  return [
    `── ${new Date(message.createdAt).toISOString()}  ${message.id}`,
    `   from:    ${message.name} <${message.email}> (${message.language})`,
    `   subject: ${message.subject}`,
    `   state:   ${describeState(message)}`,
    ...message.message.split('\n').map((line) => `   │ ${line}`),
  ].join('\n')
}

const dataDir = resolve(process.env.DATA_DIR?.trim() || './data')
if (!existsSync(join(dataDir, 'outbox.sqlite'))) {
  console.log(`No messages yet: ${join(dataDir, 'outbox.sqlite')} does not exist.`)
  process.exit(0)
}
function listMessages(store: OutboxStore): void {
  if (process.argv.includes('--retry-failed')) {
    console.log(
      `${store.requeueFailed()} failed message(s) queued again; the running server sends them.`,
    )
  }
  const messages = store.list()
  for (const message of messages) console.log(`${format(message)}\n`)
  const count = (status: StoredMessage['status']) =>
    messages.filter((m) => m.status === status).length
  console.log(
    `${messages.length} message(s): ${count('sent')} sent, ${count('pending') + count('sending')} waiting, ${count('failed')} failed.`,
  )
}

const backupTo = process.argv.find((arg) => arg.startsWith('--backup='))?.slice('--backup='.length)
const store = openOutbox(dataDir)
try {
  if (backupTo) {
    store.backup(resolve(backupTo))
    console.log(`The outbox is copied to ${resolve(backupTo)}.`)
  } else listMessages(store)
} finally {
  store.close()
}
