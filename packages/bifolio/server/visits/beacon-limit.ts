/**
 * The count API's own rate limit, apart from the contact form's: a client network may send
 * `count` beacons a window. It is kept in memory only, for the current window, and never
 * written anywhere, so counting stores nothing about who sent what. On the edge each isolate
 * keeps its own, which is looser but costs no storage; a flood can only raise the day's
 * totals, never the number of rows (`sql-visits.ts`).
 */
export interface BeaconLimit {
  count: number
  windowMs: number
}

/** A page sends one beacon per load and one per document link followed. */
export const DEFAULT_BEACON_LIMIT: BeaconLimit = { count: 60, windowMs: 60_000 }

/** Past this many networks in one window the table starts afresh rather than grow. */
const MAX_TRACKED_NETWORKS = 10_000

/** `allow(network)` is false once the network sent `count` beacons in the current window. */
export function beaconLimiter(
  { count, windowMs }: BeaconLimit,
  now: () => number = Date.now,
): (network: string) => boolean {
  let windowStart = now()
  let sent = new Map<string, number>()
  return (network) => {
    const at = now()
    if (at - windowStart >= windowMs || sent.size >= MAX_TRACKED_NETWORKS) {
      windowStart = at
      sent = new Map()
    }
    const already = sent.get(network) ?? 0
    if (already >= count) return false
    sent.set(network, already + 1)
    return true
  }
}
