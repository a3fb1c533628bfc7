/**
 * The outbox in Cloudflare D1, the same table as on Node (`migrations/`). D1 commits each
 * statement (and each batch) before it answers, so the API's 202 still follows the commit.
 * Several isolates and overlapping scheduled runs may deliver at once, so a message is taken
 * by one conditional UPDATE (one claimant wins); a claim older than the lease is taken back,
 * since no Worker invocation outlives it (a Cron Trigger gets at most 15 minutes).
 */
import type { ContactMessage } from '../../src/schema/contact-schema'
import type { MessageRow, Outbox, StoredMessage } from '../outbox/outbox'
import { fromRow } from '../outbox/outbox'
import type { D1Database } from './platform'

const CLAIM_LEASE_MS = 20 * 60_000

export function d1Outbox(db: D1Database, now: () => number = Date.now) {
  const outbox = { ...intake(db, now), ...delivery(db, now), ...upkeep(db, now) }
  return outbox satisfies Outbox
}

/** What the contact route does: store a message once per idempotency key. */
function intake(db: D1Database, now: () => number) {
  return {
    async enqueue(message: ContactMessage, id: string, idempotencyKey?: string) {
      const { name, email, subject, language, service, budget, timeline } = message
      const at = now()
      // One statement: a second post with the same key inserts nothing and reads the first id.
      const [, found] = await db.batch([
        db
          .prepare(
            `INSERT INTO messages
              (id, idempotency_key, created_at, name, email, subject, message, language,
               service, budget, timeline, status, next_attempt_at)
             VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 'pending', ?)
             ON CONFLICT (idempotency_key) DO NOTHING`,
          )
          .bind(
            id,
            idempotencyKey ?? null,
            at,
            name,
            email,
            subject,
            message.message,
            language,
            service ?? null,
            budget ?? null,
            timeline ?? null,
            at,
          ),
        db
          .prepare('SELECT id FROM messages WHERE id = ? OR idempotency_key = ?')
          .bind(id, idempotencyKey ?? null),
      ])
      const stored = (found?.results as Array<{ id: string }> | undefined)?.[0]?.id ?? id
      return { id: stored, created: stored === id }
    },

    async findByKey(idempotencyKey: string) {
      const row = await db
        .prepare('SELECT id FROM messages WHERE idempotency_key = ?')
        .bind(idempotencyKey)
        .first<{ id: string }>()
      return row?.id
    },
  }
}

/** What the delivery worker does: claim the next due message, then record how sending went. */
function delivery(db: D1Database, now: () => number) {
  return {
    async claimNext(): Promise<StoredMessage | undefined> {
      const at = now()
      const row = await db
        .prepare(
          `UPDATE messages SET status = 'sending', claimed_at = ?1, attempts = attempts + 1
           WHERE id = (
             SELECT id FROM messages
             WHERE (status = 'pending' AND next_attempt_at <= ?1)
                OR (status = 'sending' AND claimed_at <= ?2)
             ORDER BY next_attempt_at, created_at LIMIT 1
           )
           RETURNING *`,
        )
        .bind(at, at - CLAIM_LEASE_MS)
        .first<MessageRow>()
      return row ? fromRow(row) : undefined
    },

    async nextDueAt() {
      const row = await db
        .prepare(`SELECT MIN(next_attempt_at) AS at FROM messages WHERE status = 'pending'`)
        .first<{ at: number | null }>()
      return row?.at ?? undefined
    },

    async markSent(id: string) {
      await db
        .prepare(
          `UPDATE messages SET status = 'sent', sent_at = ?, last_error = NULL, claimed_at = NULL WHERE id = ?`,
        )
        .bind(now(), id)
        .run()
    },

    async markRetry(id: string, at: number, error: string) {
      await db
        .prepare(
          `UPDATE messages SET status = 'pending', next_attempt_at = ?, last_error = ?, claimed_at = NULL WHERE id = ?`,
        )
        .bind(at, error, id)
        .run()
    },

    async markFailed(id: string, error: string) {
      await db
        .prepare(
          `UPDATE messages SET status = 'failed', last_error = ?, claimed_at = NULL WHERE id = ?`,
        )
        .bind(error, id)
        .run()
    },
  }
}

/** The scheduled clean-up and `npm run inbox -- --edge`. */
function upkeep(db: D1Database, now: () => number) {
  return {
    async purgeDelivered(retentionDays: number) {
      const cutoff = now() - retentionDays * 86_400_000
      // The Cron Trigger runs this every minute, and D1 bills the rows it reads. sent_at has
      // no index, so on it alone every kept message would be read each time (1,440 × all of
      // them a day); a message is sent after it fell due, so `next_attempt_at < cutoff` picks
      // the candidates through the messages_due index, and sent_at decides among them.
      const result = await db
        .prepare(
          `DELETE FROM messages
           WHERE status = 'sent' AND next_attempt_at < ?1 AND sent_at < ?1`,
        )
        .bind(cutoff)
        .run()
      return result.meta.changes
    },

    async requeueFailed() {
      const result = await db
        .prepare(
          `UPDATE messages SET status = 'pending', next_attempt_at = ? WHERE status = 'failed'`,
        )
        .bind(now())
        .run()
      return result.meta.changes
    },

    async list() {
      const { results } = await db
        .prepare('SELECT * FROM messages ORDER BY created_at')
        .all<MessageRow>()
      return results.map(fromRow)
    },
  }
}
