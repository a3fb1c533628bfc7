import { afterEach, describe, expect, it, vi } from 'vitest'
import { whenIdle } from './when-idle'

describe('whenIdle', () => {
  afterEach(() => {
    vi.useRealTimers()
    vi.unstubAllGlobals()
  })

  it('runs the work in a later task where there is no idle callback, not at once', () => {
    vi.stubGlobal('requestIdleCallback', undefined)
    vi.useFakeTimers()
    const run = vi.fn()
    whenIdle(run)
    expect(run).not.toHaveBeenCalled()
    vi.runAllTimers()
    expect(run).toHaveBeenCalledOnce()
  })

  it('hands the work to the idle callback with a deadline, and cancels it there', () => {
    const request = vi.fn<typeof window.requestIdleCallback>(() => 7)
    const cancel = vi.fn()
    vi.stubGlobal('requestIdleCallback', request)
    vi.stubGlobal('cancelIdleCallback', cancel)
    const run = vi.fn()
    const stop = whenIdle(run, 500)
    expect(request).toHaveBeenCalledWith(run, { timeout: 500 })
    stop()
    expect(cancel).toHaveBeenCalledWith(7)
  })

  it('never runs work that was cancelled before the browser got to it', () => {
    vi.stubGlobal('requestIdleCallback', undefined)
    vi.useFakeTimers()
    const run = vi.fn()
    whenIdle(run)()
    vi.runAllTimers()
    expect(run).not.toHaveBeenCalled()
  })
})
