/**
 * The durable outbox: one SQLite file under DATA_DIR in WAL mode with `synchronous=FULL`, so a
 * committed row survives a crash or power loss. The API answers 202 only after `enqueue`
 * returns; the delivery worker claims rows before sending so a restart never resends a row
 * that is still being handled.
 */
import { mkdirSync, renameSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import type { ContactMessage } from '../../src/schema/contact-schema'
import { MIGRATIONS_TABLE, migrationsDir, pending, readMigrations } from './migrations'
import type { MessageRow as Row, Outbox, StoredMessage } from './outbox'
import { fromRow } from './outbox'
import type { SqliteDatabase } from './sqlite'
import { openSqlite } from './sqlite'

export type { StoredMessage } from './outbox'

/**
 * Runs the migrations this file has not recorded yet, each in its own transaction, which
 * looks at the record again: the server and `npm run inbox` may open one file at once.
 */
function migrate(db: SqliteDatabase): void {
  db.exec(MIGRATIONS_TABLE)
  const applied = db.prepare<{ name: string }>('SELECT name FROM d1_migrations')
  const record = db.prepare('INSERT INTO d1_migrations (name) VALUES (?)')
  const all = readMigrations(migrationsDir())
  for (const migration of pending(
    all,
    applied.all().map((row) => row.name),
  )) {
    db.immediate(() => {
      if (
        pending(
          [migration],
          applied.all().map((row) => row.name),
        ).length === 0
      )
        return
      db.exec(migration.sql)
      record.run(migration.name)
    })
  }
}

export type OutboxStore = ReturnType<typeof openOutbox>

/** Opens (creating if needed) `DATA_DIR/outbox.sqlite`. */
export function openOutbox(dataDir: string, now: () => number = Date.now) {
  const db = openDatabase(dataDir)
  const statements = prepareStatements(db)
  const store = {
    ...intake(db, statements, now),
    ...delivery(db, statements, now),
    ...upkeep(db, now),
  }
  return store satisfies Outbox
}

/** The file, made durable and brought up to the latest migration. */
function openDatabase(dataDir: string): SqliteDatabase {
  mkdirSync(dataDir, { recursive: true })
  const db = openSqlite(join(dataDir, 'outbox.sqlite'))
  db.exec('PRAGMA journal_mode = WAL')
  db.exec('PRAGMA synchronous = FULL')
  db.exec('PRAGMA busy_timeout = 5000')
  migrate(db)
  return db
}

/** The statements of the hot path, prepared once. */
function prepareStatements(db: SqliteDatabase) {
  return {
    insert: db.prepare(`INSERT INTO messages
    (id, idempotency_key, created_at, name, email, subject, message, language,
     service, budget, timeline, status, next_attempt_at)
    VALUES (@id, @key, @now, @name, @email, @subject, @message, @language,
     @service, @budget, @timeline, 'pending', @now)`),
    byKey: db.prepare<{ id: string }>('SELECT id FROM messages WHERE idempotency_key = ?'),
    due: db.prepare<Row>(`SELECT * FROM messages
    WHERE status = 'pending' AND next_attempt_at <= ? ORDER BY next_attempt_at, created_at LIMIT 1`),
    claim: db.prepare(
      `UPDATE messages SET status = 'sending', claimed_at = ?, attempts = attempts + 1
     WHERE id = ? AND status = 'pending'`,
    ),
    nextDue: db.prepare<{ at: number | null }>(
      `SELECT MIN(next_attempt_at) AS at FROM messages WHERE status = 'pending'`,
    ),
    sent: db.prepare(
      `UPDATE messages SET status = 'sent', sent_at = ?, last_error = NULL, claimed_at = NULL WHERE id = ?`,
    ),
    retry: db.prepare(
      `UPDATE messages SET status = 'pending', next_attempt_at = ?, last_error = ?, claimed_at = NULL WHERE id = ?`,
    ),
    failed: db.prepare(
      `UPDATE messages SET status = 'failed', last_error = ?, claimed_at = NULL WHERE id = ?`,
    ),
  }
}

type Statements = ReturnType<typeof prepareStatements>

/** What the contact route does: store a message once per idempotency key. */
function intake(db: SqliteDatabase, { insert, byKey }: Statements, now: () => number) {
  return {
    enqueue(
      message: ContactMessage,
      id: string,
      idempotencyKey?: string,
    ): { id: string; created: boolean } {
      return db.immediate(() => {
        const existing = idempotencyKey ? byKey.get(idempotencyKey) : undefined
        if (existing) return { id: existing.id, created: false }
        const { name, email, subject, language, service, budget, timeline } = message
        insert.run({
          id,
          key: idempotencyKey ?? null,
          now: now(),
          name,
          email,
          subject,
          message: message.message,
          language,
          service: service ?? null,
          budget: budget ?? null,
          timeline: timeline ?? null,
        })
        return { id, created: true }
      })
    },

    findByKey(idempotencyKey: string): string | undefined {
      return byKey.get(idempotencyKey)?.id
    },
  }
}

/** What the delivery worker does: claim the next due message, then record how sending went. */
function delivery(db: SqliteDatabase, statements: Statements, now: () => number) {
  const { due, claim, nextDue, sent, retry, failed } = statements
  return {
    claimNext(): StoredMessage | undefined {
      return db.immediate(() => {
        const row = due.get(now())
        if (!row) return undefined
        claim.run(now(), row.id)
        return fromRow({ ...row, status: 'sending', attempts: row.attempts + 1 })
      })
    },

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
  }
}

/**
 * Start, stop, `npm run inbox` and backups: each runs rarely, and prepares its statement when
 * it does.
 */
function upkeep(db: SqliteDatabase, now: () => number) {
  return {
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

    purgeDelivered(retentionDays: number): number {
      const cutoff = now() - retentionDays * 86_400_000
      return db.prepare(`DELETE FROM messages WHERE status = 'sent' AND sent_at < ?`).run(cutoff)
        .changes
    },

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
