/**
 * Taking in a post, in SQL over the storage port: the rate limit's check and record and the
 * message's insert are one batch, so posts sent at once cannot all pass a check made before
 * any of them was counted, and a message is never stored without its post counted (or the
 * other way round). The limit is a sliding window: one row per accepted post
 * (`migrations/0002_rate_limits.sql`), a client past COUNT posts in the last window waits until
 * the oldest of them leaves it.
 */
import type { ContactMessage } from '../../src/schema/contact-schema'
import type { SqlPort, SqlStatement } from '../sql-port'
import type { Accepted, MessageRow, OutboxIntake, Post } from './outbox'
import { fromRow } from './outbox'

/** Posts of a client in the window, read no further than the limit: at most COUNT rows. */
const POSTS_IN_WINDOW = `(SELECT COUNT(*) FROM (
  SELECT 1 FROM rate_limit_posts WHERE network = ? AND posted_at > ? LIMIT ?))`

/** The COUNT-th most recent post in the window: while it is in, the client must wait. */
const OLDEST_COUNTED = `SELECT posted_at FROM rate_limit_posts WHERE network = ? AND posted_at > ?
  ORDER BY posted_at DESC LIMIT 1 OFFSET ?`

const BRIEF = ['service', 'budget', 'timeline'] as const

/** The same words, as the schema left them (trimmed, the brief's empty choices absent). */
export function sameMessage(stored: ContactMessage, message: ContactMessage): boolean {
  return (
    stored.name === message.name &&
    stored.email === message.email &&
    stored.subject === message.subject &&
    stored.message === message.message &&
    stored.language === message.language &&
    BRIEF.every((field) => (stored[field] ?? null) === (message[field] ?? null))
  )
}

function waitFrom(oldest: number | undefined, windowMs: number, at: number): number {
  if (oldest === undefined) return 1
  return Math.max(1, Math.ceil((oldest + windowMs - at) / 1000))
}

function insertMessage(
  { id, key, message }: Post & { message: ContactMessage },
  at: number,
  window: readonly [string, number, number],
  count: number,
): SqlStatement {
  const { name, email, subject, language, service, budget, timeline } = message
  return {
    sql: `INSERT INTO messages
      (id, idempotency_key, created_at, name, email, subject, message, language,
       service, budget, timeline, status, next_attempt_at)
      SELECT ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 'pending', ?
      WHERE NOT EXISTS (SELECT 1 FROM messages WHERE idempotency_key = ?)
        AND ${POSTS_IN_WINDOW} < ?
      RETURNING id`,
    params: [
      id,
      key ?? null,
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
      key ?? null,
      ...window,
      count,
    ],
  }
}

export function outboxIntake(sql: SqlPort, now: () => number): OutboxIntake {
  return {
    async retryAfter(client, { count, windowSeconds }) {
      const at = now()
      const windowMs = windowSeconds * 1000
      const [oldest] = await sql.all<{ posted_at: number }>(OLDEST_COUNTED, [
        client,
        at - windowMs,
        count - 1,
      ])
      return oldest ? waitFrom(oldest.posted_at, windowMs, at) : 0
    },

    async findByKey(key) {
      const [row] = await sql.all<MessageRow>('SELECT * FROM messages WHERE idempotency_key = ?', [
        key,
      ])
      return row ? fromRow(row) : undefined
    },

    async accept(post, { count, windowSeconds }): Promise<Accepted> {
      const at = now()
      const windowMs = windowSeconds * 1000
      const window = [post.client, at - windowMs, count] as const
      const oldest = { sql: OLDEST_COUNTED, params: [post.client, at - windowMs, count - 1] }
      if (!post.message) {
        // A filled honeypot stores nothing, but counts as a post, so a bot is limited too.
        const [recorded = [], [last] = []] = await sql.batch([
          {
            sql: `INSERT INTO rate_limit_posts (network, posted_at)
              SELECT ?, ? WHERE ${POSTS_IN_WINDOW} < ? RETURNING posted_at`,
            params: [post.client, at, ...window, count],
          },
          oldest,
        ])
        if (recorded.length > 0) return { kind: 'stored', id: post.id }
        const posted = (last as { posted_at: number } | undefined)?.posted_at
        return { kind: 'limited', retryAfterSeconds: waitFrom(posted, windowMs, at) }
      }

      const [inserted = [], , found = [], [last] = []] = await sql.batch([
        insertMessage({ ...post, message: post.message }, at, window, count),
        // Counted only when the message went in: its id is new, so it exists only if it did.
        {
          sql: `INSERT INTO rate_limit_posts (network, posted_at)
            SELECT ?, ? WHERE EXISTS (SELECT 1 FROM messages WHERE id = ?)`,
          params: [post.client, at, post.id],
        },
        {
          sql: 'SELECT * FROM messages WHERE idempotency_key = ? AND id <> ?',
          params: [post.key ?? null, post.id],
        },
        oldest,
      ])
      if (inserted.length > 0) return { kind: 'stored', id: post.id }
      const earlier = found[0] as MessageRow | undefined
      if (earlier) {
        return sameMessage(fromRow(earlier), post.message)
          ? { kind: 'replayed', id: earlier.id }
          : { kind: 'conflict' }
      }
      const posted = (last as { posted_at: number } | undefined)?.posted_at
      return { kind: 'limited', retryAfterSeconds: waitFrom(posted, windowMs, at) }
    },
  }
}
