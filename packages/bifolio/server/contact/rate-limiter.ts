/**
 * A sliding-window limit per client address, in memory (one process). Only accepted posts
 * use up the allowance, so a visitor fixing a typo is never locked out.
 */
import type { ContactLimit } from '../config'
import type { Awaitable } from '../outbox/outbox'

/** Bounds memory under a flood of distinct addresses; the oldest entries go first. */
const MAX_CLIENTS = 50_000

/** A limit shared by more than one process (the edge's isolates) would answer later. */
export interface RateLimiter {
  /** Seconds until the client may post again, or 0 if it may post now. */
  retryAfter(client: string): Awaitable<number>
  /** Records an accepted post. */
  record(client: string): Awaitable<void>
}

export function createRateLimiter(
  { count, windowSeconds }: ContactLimit,
  now: () => number = Date.now,
) {
  const windowMs = windowSeconds * 1000
  const hits = new Map<string, number[]>()

  function recent(client: string): number[] {
    const cutoff = now() - windowMs
    const kept = (hits.get(client) ?? []).filter((at) => at > cutoff)
    if (kept.length === 0) hits.delete(client)
    else hits.set(client, kept)
    return kept
  }

  return {
    retryAfter(client: string): number {
      const kept = recent(client)
      if (kept.length < count) return 0
      const oldest = kept[kept.length - count] ?? now()
      return Math.max(1, Math.ceil((oldest + windowMs - now()) / 1000))
    },
    record(client: string): void {
      const kept = recent(client)
      kept.push(now())
      // Re-inserting moves the client to the end, so eviction takes the least recent one.
      hits.delete(client)
      hits.set(client, kept.slice(-count))
      if (hits.size > MAX_CLIENTS) {
        const first = hits.keys().next()
        if (!first.done) hits.delete(first.value)
      }
    },
  } satisfies RateLimiter
}
