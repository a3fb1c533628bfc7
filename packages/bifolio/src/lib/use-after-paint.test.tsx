import { act, render, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { useValueAfterPaint } from './use-after-paint'

/** Every value the component has shown, in order. */
let shown: number[] = []

function Shown({ value }: { value: number }) {
  const settled = useValueAfterPaint(value)
  if (shown.at(-1) !== settled) shown.push(settled)
  return <output>{settled}</output>
}

describe('useValueAfterPaint', () => {
  beforeEach(() => {
    shown = []
    vi.useFakeTimers({ toFake: ['setTimeout', 'requestAnimationFrame'] })
  })
  afterEach(() => vi.useRealTimers())

  it('starts at the value and follows a change only after the next frame', () => {
    const { rerender } = render(<Shown value={1} />)
    expect(screen.getByRole('status')).toHaveTextContent('1')
    rerender(<Shown value={2} />)
    expect(screen.getByRole('status')).toHaveTextContent('1')
    act(() => vi.advanceTimersToNextFrame())
    act(() => vi.runOnlyPendingTimers())
    expect(screen.getByRole('status')).toHaveTextContent('2')
  })

  it('never shows a value a later change overtook', () => {
    const { rerender } = render(<Shown value={1} />)
    rerender(<Shown value={2} />)
    act(() => vi.advanceTimersToNextFrame())
    // A second change lands after that frame, before the first one's follow-up has run.
    rerender(<Shown value={3} />)
    act(() => vi.advanceTimersByTime(1))
    act(() => vi.advanceTimersToNextFrame())
    act(() => vi.advanceTimersByTime(1))
    expect(screen.getByRole('status')).toHaveTextContent('3')
    expect(shown).toEqual([1, 3])
  })
})
