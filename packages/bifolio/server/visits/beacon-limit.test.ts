import { describe, expect, it } from 'vitest'
import { beaconLimiter } from './beacon-limit'

describe('the beacon limit', () => {
  it('lets a network send COUNT beacons a window, others theirs, and all again in the next', () => {
    let now = 0
    const allow = beaconLimiter({ count: 2, windowMs: 60_000 }, () => now)
    expect([allow('a'), allow('a'), allow('a')]).toEqual([true, true, false])
    expect(allow('b')).toBe(true)
    now += 60_000
    expect(allow('a')).toBe(true)
  })
})
