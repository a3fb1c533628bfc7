/**
 * One contract for both rate limits, Node's in memory and the edge's in D1 (workerd's own D1,
 * through Miniflare): the same posts, on the same clock, get the same answers.
 */
import { Miniflare } from 'miniflare'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ContactLimit } from '../config'
import { createRateLimiter, type RateLimiter } from '../contact/rate-limiter'
import { d1RateLimiter } from './d1-rate-limiter'
import { applyMigrations } from './local-worker'
import type { D1Database } from './platform'

let mf: Miniflare
let db: D1Database
beforeAll(async () => {
  mf = new Miniflare({
    modules: true,
    script: 'export default { fetch: () => new Response(null) }',
    d1Databases: { OUTBOX: 'rate-limit-contract' },
  })
  const d1 = await mf.getD1Database('OUTBOX')
  await applyMigrations(d1)
  db = d1 as unknown as D1Database
}, 30_000)
afterAll(() => mf.dispose())

type MakeLimiter = (limit: ContactLimit, now: () => number) => RateLimiter

/** Each test gets clients of its own, so the shared D1 needs no emptying between them. */
let run = 0
const LIMITERS: Array<[string, MakeLimiter]> = [
  ['in memory (Node)', (limit, now) => createRateLimiter(limit, now)],
  ['in D1 (the edge)', (limit, now) => d1RateLimiter(db, limit, now)],
]

describe.each(LIMITERS)('the rate limit %s', (_name, make) => {
  it('allows COUNT posts in any window, then says how long to wait, for that client only', async () => {
    run += 1
    const [a, b] = [`a-${run}`, `b-${run}`]
    let now = 1_000_000
    const limiter = make({ count: 2, windowSeconds: 10 }, () => now)
    expect(await limiter.retryAfter(a)).toBe(0)
    await limiter.record(a)
    now += 1000
    await limiter.record(a)
    // The first post leaves the window 10 s after it was made, 9 s from now.
    expect(await limiter.retryAfter(a)).toBe(9)
    expect(await limiter.retryAfter(b)).toBe(0)
    now += 8000
    expect(await limiter.retryAfter(a)).toBe(1)
    now += 1000
    expect(await limiter.retryAfter(a)).toBe(0)
    await limiter.record(a)
    expect(await limiter.retryAfter(a)).toBe(1)
  })

  it('counts only what was recorded: checking uses up nothing', async () => {
    run += 1
    const client = `c-${run}`
    const limiter = make({ count: 1, windowSeconds: 60 }, () => 5_000_000)
    for (let i = 0; i < 5; i += 1) expect(await limiter.retryAfter(client)).toBe(0)
    await limiter.record(client)
    expect(await limiter.retryAfter(client)).toBeGreaterThan(0)
  })
})

describe('the rate limit in D1', () => {
  it('is shared: a second limiter on the same database sees the first one’s posts', async () => {
    const limit = { count: 1, windowSeconds: 60 }
    const now = () => 7_000_000
    await d1RateLimiter(db, limit, now).record('shared')
    expect(await d1RateLimiter(db, limit, now).retryAfter('shared')).toBe(60)
  })

  it('forgets posts older than the window when purged, and keeps the rest', async () => {
    const postsOf = async (network: string) => {
      const { results } = await db
        .prepare('SELECT posted_at FROM rate_limit_posts WHERE network = ?')
        .bind(network)
        .all<{ posted_at: number }>()
      return results.map((row) => row.posted_at)
    }
    let now = 9_000_000
    const limiter = d1RateLimiter(db, { count: 1, windowSeconds: 60 }, () => now)
    await limiter.record('old')
    now += 59_999
    await limiter.purgeExpired()
    expect(await postsOf('old')).toEqual([9_000_000])
    now += 1
    await limiter.purgeExpired()
    expect(await postsOf('old')).toEqual([])
  })
})
