/** Start, the scheduled clean-up and `npm run inbox`, in SQL over the storage port. */
import type { SqlPort } from '../sql-port'
import type { MessageRow, OutboxUpkeep } from './outbox'
import { fromRow } from './outbox'

const DAY_MS = 86_400_000

export function outboxUpkeep(sql: SqlPort, now: () => number): OutboxUpkeep {
  return {
    // The mail may have gone out before the stop; resending it with the same Message-ID is
    // better than losing it.
    releaseClaims: () =>
      sql.run(`UPDATE messages SET status = 'pending', claimed_at = NULL WHERE status = 'sending'`),

    purgeDelivered(retentionDays) {
      // The edge's Cron Trigger runs this every minute, and D1 bills the rows it reads. sent_at
      // has no index, so on it alone every kept message would be read each time; a message is
      // sent after it fell due, so `next_attempt_at < cutoff` picks the candidates through the
      // messages_due index, and sent_at decides among them.
      const cutoff = now() - retentionDays * DAY_MS
      return sql.run(
        `DELETE FROM messages WHERE status = 'sent' AND next_attempt_at < ? AND sent_at < ?`,
        [cutoff, cutoff],
      )
    },

    purgeExpiredPosts: ({ windowSeconds }) =>
      sql.run('DELETE FROM rate_limit_posts WHERE posted_at <= ?', [now() - windowSeconds * 1000]),

    requeueFailed: () =>
      sql.run(
        `UPDATE messages SET status = 'pending', next_attempt_at = ? WHERE status = 'failed'`,
        [now()],
      ),

    async list() {
      const rows = await sql.all<MessageRow>('SELECT * FROM messages ORDER BY created_at')
      return rows.map(fromRow)
    },
  }
}
