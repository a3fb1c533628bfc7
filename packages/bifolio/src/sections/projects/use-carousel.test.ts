import { act, renderHook } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { AUTOPLAY_DELAY_MS } from './carousel-state'
import { useCarousel } from './use-carousel'

describe('useCarousel', () => {
  beforeEach(() => {
    vi.useFakeTimers()
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  it(`advances every ${AUTOPLAY_DELAY_MS} ms and loops`, () => {
    const { result } = renderHook(() => useCarousel(3, false))
    act(() => vi.advanceTimersByTime(AUTOPLAY_DELAY_MS - 1))
    expect(result.current.state.index).toBe(0)
    act(() => vi.advanceTimersByTime(1))
    expect(result.current.state.index).toBe(1)
    act(() => vi.advanceTimersByTime(AUTOPLAY_DELAY_MS))
    expect(result.current.state.index).toBe(2)
    act(() => vi.advanceTimersByTime(AUTOPLAY_DELAY_MS))
    expect(result.current.state.index).toBe(0)
  })

  it('waits while the pointer rests on the deck and restarts the full delay after', () => {
    const { result } = renderHook(() => useCarousel(3, false))
    act(() => vi.advanceTimersByTime(AUTOPLAY_DELAY_MS / 2))
    act(() => result.current.dispatch({ type: 'hover', isHovered: true }))
    act(() => vi.advanceTimersByTime(3 * AUTOPLAY_DELAY_MS))
    expect(result.current.state.index).toBe(0)
    act(() => result.current.dispatch({ type: 'hover', isHovered: false }))
    act(() => vi.advanceTimersByTime(AUTOPLAY_DELAY_MS))
    expect(result.current.state.index).toBe(1)
  })

  it('stops for good once the visitor moves the deck', () => {
    const { result } = renderHook(() => useCarousel(3, false))
    act(() => result.current.dispatch({ type: 'go-to', index: 2 }))
    act(() => vi.advanceTimersByTime(10 * AUTOPLAY_DELAY_MS))
    expect(result.current.state.index).toBe(2)
    expect(result.current.isAutoplaying).toBe(false)
  })

  it('does not autoplay under reduced motion until the visitor presses play', () => {
    const { result } = renderHook(() => useCarousel(3, true))
    act(() => vi.advanceTimersByTime(10 * AUTOPLAY_DELAY_MS))
    expect(result.current.state.index).toBe(0)
    act(() => result.current.dispatch({ type: 'toggle-play' }))
    act(() => vi.advanceTimersByTime(AUTOPLAY_DELAY_MS))
    expect(result.current.state.index).toBe(1)
  })

  it('leaves no timer behind when it unmounts', () => {
    const { unmount } = renderHook(() => useCarousel(3, false))
    unmount()
    expect(vi.getTimerCount()).toBe(0)
  })
})
