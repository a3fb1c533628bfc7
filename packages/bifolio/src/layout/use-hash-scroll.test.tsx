import { act, render } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { HASH_SCROLL_DELAY_MS, useHashScroll } from './use-hash-scroll'

function Page() {
  useHashScroll()
  return <section id="contact">Contact</section>
}

function stubReducedMotion(matches: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: matches && query.includes('reduce') }))
}

/** The code that follows a target comes in a chunk of its own (scroll-code.ts). */
async function codeArrived() {
  await act(async () => {
    await vi.dynamicImportSettled()
  })
}

describe('useHashScroll', () => {
  const scrollIntoView = vi.fn()

  beforeEach(() => {
    vi.useFakeTimers()
    Element.prototype.scrollIntoView = scrollIntoView
    window.history.replaceState(null, '', '/#contact')
  })

  afterEach(() => {
    vi.useRealTimers()
    vi.unstubAllGlobals()
    scrollIntoView.mockReset()
  })

  it('scrolls smoothly to the hash target after about 100 ms', async () => {
    stubReducedMotion(false)
    render(<Page />)
    await codeArrived()
    expect(scrollIntoView).not.toHaveBeenCalled()
    vi.advanceTimersByTime(HASH_SCROLL_DELAY_MS)
    expect(scrollIntoView).toHaveBeenCalledWith({ behavior: 'smooth', block: 'start' })
  })

  it('jumps instantly under reduced motion', async () => {
    stubReducedMotion(true)
    render(<Page />)
    await codeArrived()
    vi.advanceTimersByTime(HASH_SCROLL_DELAY_MS)
    expect(scrollIntoView).toHaveBeenCalledWith({ behavior: 'instant', block: 'start' })
  })

  it('does nothing without a hash', async () => {
    window.history.replaceState(null, '', '/')
    render(<Page />)
    await codeArrived()
    vi.advanceTimersByTime(1000)
    expect(scrollIntoView).not.toHaveBeenCalled()
  })

  it('follows the new target when the hash changes', async () => {
    stubReducedMotion(false)
    window.history.replaceState(null, '', '/')
    render(<Page />)
    window.history.replaceState(null, '', '/#contact')
    window.dispatchEvent(new HashChangeEvent('hashchange'))
    await codeArrived()
    vi.advanceTimersByTime(0)
    expect(scrollIntoView).toHaveBeenCalledWith({ behavior: 'smooth', block: 'start' })
  })

  it('leaves the scrolling to the visitor once they scroll themselves', async () => {
    stubReducedMotion(false)
    const observers: (() => void)[] = []
    vi.stubGlobal(
      'ResizeObserver',
      class {
        constructor(callback: () => void) {
          observers.push(callback)
        }
        observe() {}
        disconnect() {
          observers.length = 0
        }
      },
    )
    window.history.replaceState(null, '', '/')
    render(<Page />)
    window.history.replaceState(null, '', '/#contact')
    window.dispatchEvent(new HashChangeEvent('hashchange'))
    await codeArrived()
    vi.advanceTimersByTime(0)
    expect(observers).toHaveLength(1)
    window.dispatchEvent(new Event('wheel'))
    expect(observers).toHaveLength(0)
  })
})
