/**
 * The contact API's rate limit in D1, so every Worker instance counts the same posts
 * (`migrations/0002_rate_limits.sql`): the sliding window of Node's limiter, one row per
 * accepted post, so both answer the same post with the same 429 and the same `Retry-After`.
 * A check reads at most one row of the network's last window, a post writes one. Two posts
 * checked at the same moment may both pass, as with any check-then-record; neither is lost
 * from the count.
 */
import type { ContactLimit } from '../config'
import type { RateLimiter } from '../contact/rate-limiter'
import type { D1Database } from './platform'

export interface D1RateLimiter extends RateLimiter {
  /** Deletes the posts older than the window, which no check reads again; the Cron runs it. */
  purgeExpired(): Promise<number>
}

export function d1RateLimiter(
  db: D1Database,
  { count, windowSeconds }: ContactLimit,
  now: () => number = Date.now,
) {
  const windowMs = windowSeconds * 1000

  return {
    async retryAfter(client: string): Promise<number> {
      const at = now()
      // The COUNT-th most recent post in the window: while it is in, the client must wait.
      const oldest = await db
        .prepare(
          `SELECT posted_at FROM rate_limit_posts WHERE network = ? AND posted_at > ?
           ORDER BY posted_at DESC LIMIT 1 OFFSET ?`,
        )
        .bind(client, at - windowMs, count - 1)
        .first<{ posted_at: number }>()
      if (!oldest) return 0
      return Math.max(1, Math.ceil((oldest.posted_at + windowMs - at) / 1000))
    },

    async record(client: string): Promise<void> {
      await db
        .prepare('INSERT INTO rate_limit_posts (network, posted_at) VALUES (?, ?)')
        .bind(client, now())
        .run()
    },

    async purgeExpired(): Promise<number> {
      const result = await db
        .prepare('DELETE FROM rate_limit_posts WHERE posted_at <= ?')
        .bind(now() - windowMs)
        .run()
      return result.meta.changes
    },
  } satisfies D1RateLimiter
}
