import { describe, expect, it } from 'vitest'
import { createRateLimiter } from './rate-limiter'

describe('createRateLimiter', () => {
  it('allows COUNT posts per window and says when the next one is allowed', () => {
    let now = 0
    const limiter = createRateLimiter({ count: 2, windowSeconds: 10 }, () => now)
    expect(limiter.retryAfter('a')).toBe(0)
    limiter.record('a')
    now = 4000
    limiter.record('a')
    expect(limiter.retryAfter('a')).toBe(6)
    expect(limiter.retryAfter('b')).toBe(0)
    now = 10_001
    expect(limiter.retryAfter('a')).toBe(0)
  })
})
