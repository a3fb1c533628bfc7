/**
 * Claiming and marking messages, in SQL over the storage port. A message is taken by one
 * conditional UPDATE, so of several senders at once (the edge's isolates and overlapping
 * scheduled runs) one wins. A claim older than the lease is taken back: no Worker invocation
 * outlives it (a Cron Trigger gets at most 15 minutes), and a Node process that stops mid-send
 * returns its claims when it starts again (`releaseClaims`) rather than wait for it.
 */
import type { SqlPort } from '../sql-port'
import type { MessageRow, OutboxDelivery } from './outbox'
import { fromRow } from './outbox'

export const CLAIM_LEASE_MS = 20 * 60_000

export function outboxDelivery(sql: SqlPort, now: () => number): OutboxDelivery {
  return {
    async claimNext() {
      const at = now()
      const [row] = await sql.all<MessageRow>(
        `UPDATE messages SET status = 'sending', claimed_at = ?, attempts = attempts + 1
         WHERE id = (
           SELECT id FROM messages
           WHERE (status = 'pending' AND next_attempt_at <= ?)
              OR (status = 'sending' AND claimed_at <= ?)
           ORDER BY next_attempt_at, created_at LIMIT 1
         )
         RETURNING *`,
        [at, at, at - CLAIM_LEASE_MS],
      )
      return row ? fromRow(row) : undefined
    },

    async nextDueAt() {
      const [row] = await sql.all<{ at: number | null }>(
        `SELECT MIN(next_attempt_at) AS at FROM messages WHERE status = 'pending'`,
      )
      return row?.at ?? undefined
    },

    async markSent(id) {
      await sql.run(
        `UPDATE messages SET status = 'sent', sent_at = ?, last_error = NULL, claimed_at = NULL
         WHERE id = ?`,
        [now(), id],
      )
    },

    async markRetry(id, at, error) {
      await sql.run(
        `UPDATE messages SET status = 'pending', next_attempt_at = ?, last_error = ?,
         claimed_at = NULL WHERE id = ?`,
        [at, error, id],
      )
    },

    async markFailed(id, error) {
      await sql.run(
        `UPDATE messages SET status = 'failed', last_error = ?, claimed_at = NULL WHERE id = ?`,
        [error, id],
      )
    },
  }
}
