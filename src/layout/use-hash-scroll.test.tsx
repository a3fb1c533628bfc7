import { render } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { HASH_SCROLL_DELAY_MS, useHashScroll } from './use-hash-scroll'

function Page() {
  useHashScroll()
  return <section id="contact">Contact</section>
}

function stubReducedMotion(matches: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: matches && query.includes('reduce') }))
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

  it('scrolls smoothly to the hash target after about 100 ms', () => {
    stubReducedMotion(false)
    render(<Page />)
    expect(scrollIntoView).not.toHaveBeenCalled()
    vi.advanceTimersByTime(HASH_SCROLL_DELAY_MS)
    expect(scrollIntoView).toHaveBeenCalledWith({ behavior: 'smooth', block: 'start' })
  })

  it('jumps instantly under reduced motion', () => {
    stubReducedMotion(true)
    render(<Page />)
    vi.advanceTimersByTime(HASH_SCROLL_DELAY_MS)
    expect(scrollIntoView).toHaveBeenCalledWith({ behavior: 'instant', block: 'start' })
  })

  it('does nothing without a hash', () => {
    window.history.replaceState(null, '', '/')
    render(<Page />)
    vi.advanceTimersByTime(1000)
    expect(scrollIntoView).not.toHaveBeenCalled()
  })
})
