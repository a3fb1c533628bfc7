/**
 * The durable outbox: one SQLite file under DATA_DIR in WAL mode with `synchronous=FULL`, so a
 * committed row survives a crash or power loss. The API answers 202 only after `enqueue`
 * returns; the delivery worker claims rows before sending so a restart never resends a row
 * that is still being handled.
 */
import { mkdirSync, renameSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import type { ContactMessage } from '../../src/schema/contact-schema'
import { openSqlite } from './sqlite'

export type DeliveryStatus = 'pending' | 'sending' | 'sent' | 'failed'

export interface StoredMessage extends ContactMessage {
  id: string
  createdAt: number
  status: DeliveryStatus
  attempts: number
  nextAttemptAt: number
  lastError: string | null
  sentAt: number | null
}

interface Row {
  id: string
  created_at: number
  name: string
  email: string
  subject: string
  message: string
  language: ContactMessage['language']
  status: DeliveryStatus
  attempts: number
  next_attempt_at: number
  last_error: string | null
  sent_at: number | null
}

const SCHEMA = `
CREATE TABLE IF NOT EXISTS messages (
  id TEXT PRIMARY KEY,
  idempotency_key TEXT UNIQUE,
  created_at INTEGER NOT NULL,
  name TEXT NOT NULL,
  email TEXT NOT NULL,
  subject TEXT NOT NULL,
  message TEXT NOT NULL,
  language TEXT NOT NULL,
  status TEXT NOT NULL CHECK (status IN ('pending', 'sending', 'sent', 'failed')),
  attempts INTEGER NOT NULL DEFAULT 0,
  next_attempt_at INTEGER NOT NULL,
  claimed_at INTEGER,
  last_error TEXT,
  sent_at INTEGER
);
CREATE INDEX IF NOT EXISTS messages_due ON messages (status, next_attempt_at);
`

function fromRow(row: Row): StoredMessage {
  return {
    id: row.id,
    createdAt: row.created_at,
    name: row.name,
    email: row.email,
    subject: row.subject,
    message: row.message,
    consent: true,
    language: row.language,
    status: row.status,
    attempts: row.attempts,
    nextAttemptAt: row.next_attempt_at,
    lastError: row.last_error,
    sentAt: row.sent_at,
  }
}

export type OutboxStore = ReturnType<typeof openOutbox>

/** Opens (creating if needed) `DATA_DIR/outbox.sqlite`. */
export function openOutbox(dataDir: string, now: () => number = Date.now) {
  mkdirSync(dataDir, { recursive: true })
  const db = openSqlite(join(dataDir, 'outbox.sqlite'))
  db.exec('PRAGMA journal_mode = WAL')
  db.exec('PRAGMA synchronous = FULL')
  db.exec('PRAGMA busy_timeout = 5000')
  db.exec(SCHEMA)

  const insert = db.prepare(`INSERT INTO messages
    (id, idempotency_key, created_at, name, email, subject, message, language, status, next_attempt_at)
    VALUES (@id, @key, @now, @name, @email, @subject, @message, @language, 'pending', @now)`)
  const byKey = db.prepare<{ id: string }>('SELECT id FROM messages WHERE idempotency_key = ?')
  const due = db.prepare<Row>(`SELECT * FROM messages
    WHERE status = 'pending' AND next_attempt_at <= ? ORDER BY next_attempt_at, created_at LIMIT 1`)
  const claim = db.prepare(
    `UPDATE messages SET status = 'sending', claimed_at = ?, attempts = attempts + 1
     WHERE id = ? AND status = 'pending'`,
  )
  const nextDue = db.prepare<{ at: number | null }>(
    `SELECT MIN(next_attempt_at) AS at FROM messages WHERE status = 'pending'`,
  )
  const sent = db.prepare(
    `UPDATE messages SET status = 'sent', sent_at = ?, last_error = NULL, claimed_at = NULL WHERE id = ?`,
  )
  const retry = db.prepare(
    `UPDATE messages SET status = 'pending', next_attempt_at = ?, last_error = ?, claimed_at = NULL WHERE id = ?`,
  )
  const failed = db.prepare(
    `UPDATE messages SET status = 'failed', last_error = ?, claimed_at = NULL WHERE id = ?`,
  )

  return {
    /**
     * Stores a message; with a known idempotency key it stores nothing and returns the first
     * id. Throws when storage is unavailable, in which case nothing was accepted.
     */
    enqueue(
      message: ContactMessage,
      id: string,
      idempotencyKey?: string,
    ): { id: string; created: boolean } {
      return db.immediate(() => {
        const existing = idempotencyKey ? byKey.get(idempotencyKey) : undefined
        if (existing) return { id: existing.id, created: false }
        const { name, email, subject, language } = message
        insert.run({
          id,
          key: idempotencyKey ?? null,
          now: now(),
          name,
          email,
          subject,
          message: message.message,
          language,
        })
        return { id, created: true }
      })
    },

    /** The id stored under an idempotency key, if any. */
    findByKey(idempotencyKey: string): string | undefined {
      return byKey.get(idempotencyKey)?.id
    },

    /** Marks the next due message as being sent and returns it. */
    claimNext(): StoredMessage | undefined {
      return db.immediate(() => {
        const row = due.get(now())
        if (!row) return undefined
        claim.run(now(), row.id)
        return fromRow({ ...row, status: 'sending', attempts: row.attempts + 1 })
      })
    },

    /** When the next pending message is due, if there is one. */
    nextDueAt(): number | undefined {
      return nextDue.get()?.at ?? undefined
    },

    markSent(id: string): void {
      sent.run(now(), id)
    },

    markRetry(id: string, at: number, error: string): void {
      retry.run(at, error, id)
    },

    markFailed(id: string, error: string): void {
      failed.run(error, id)
    },

    /**
     * Returns rows left `sending` by a process that died mid-send to the queue. The mail may
     * have gone out; resending with the same Message-ID is better than losing it.
     */
    releaseClaims(): number {
      return db
        .prepare(
          `UPDATE messages SET status = 'pending', claimed_at = NULL WHERE status = 'sending'`,
        )
        .run().changes
    },

    /** Deletes delivered messages older than the retention period (privacy). */
    purgeDelivered(retentionDays: number): number {
      const cutoff = now() - retentionDays * 86_400_000
      return db.prepare(`DELETE FROM messages WHERE status = 'sent' AND sent_at < ?`).run(cutoff)
        .changes
    },

    /** Puts failed messages back in the queue, for the owner after fixing the mail setup. */
    requeueFailed(): number {
      return db
        .prepare(
          `UPDATE messages SET status = 'pending', next_attempt_at = ? WHERE status = 'failed'`,
        )
        .run(now()).changes
    },

    /**
     * Copies the whole outbox to `file`, consistent even while the server writes (`VACUUM INTO`
     * reads one snapshot): restoring it is putting it back as `DATA_DIR/outbox.sqlite`. The copy
     * is written beside `file` and renamed over it, so an earlier backup there is replaced only
     * by a complete one.
     */
    backup(file: string): void {
      const partial = `${file}.partial-${process.pid}`
      rmSync(partial, { force: true })
      try {
        db.prepare('VACUUM INTO ?').run(partial)
        renameSync(partial, file)
      } finally {
        rmSync(partial, { force: true })
      }
    },

    list(): StoredMessage[] {
      return db.prepare<Row>('SELECT * FROM messages ORDER BY created_at').all().map(fromRow)
    },

    close(): void {
      db.close()
    },
  }
}
