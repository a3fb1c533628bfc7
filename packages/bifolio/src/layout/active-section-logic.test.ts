import { describe, expect, it } from 'vitest'
import {
  NAV_CLICK_DEBOUNCE_MS,
  inViewThreshold,
  isObserverMuted,
  pickActive,
  visibleShare,
} from './active-section-logic'

describe('active section logic', () => {
  it('ignores observer updates within 500 ms of a nav click', () => {
    expect(NAV_CLICK_DEBOUNCE_MS).toBe(500)
    expect(isObserverMuted(1000, 1000)).toBe(true)
    expect(isObserverMuted(1000, 1499)).toBe(true)
    expect(isObserverMuted(1000, 1500)).toBe(false)
  })

  it('listens to the observer when nobody has clicked yet', () => {
    expect(isObserverMuted(null, 0)).toBe(false)
  })

  it('uses threshold 0.5 on wide screens and 0.1 up to 1024 px', () => {
    expect(inViewThreshold(1025)).toBe(0.5)
    expect(inViewThreshold(1024)).toBe(0.1)
    expect(inViewThreshold(390)).toBe(0.1)
  })

  it('measures tall sections against the viewport so they can become active', () => {
    expect(visibleShare(400, 200, 800)).toBe(0.5)
    expect(visibleShare(3000, 800, 800)).toBe(1)
    expect(visibleShare(0, 0, 800)).toBe(0)
  })

  it('picks the most visible section at or above the threshold', () => {
    const shares = new Map([
      ['skills', 0.4],
      ['projects', 0.7],
    ] as const)
    expect(pickActive(shares, 0.5)).toBe('projects')
    expect(pickActive(shares, 0.8)).toBeNull()
  })
})
