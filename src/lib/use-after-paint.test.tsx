import { act, render, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { useValueAfterPaint } from './use-after-paint'

function Shown({ value }: { value: number }) {
  return <output>{useValueAfterPaint(value)}</output>
}

describe('useValueAfterPaint', () => {
  beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'requestAnimationFrame'] }))
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

  it('lands on the last of several changes made before a frame', () => {
    const { rerender } = render(<Shown value={1} />)
    rerender(<Shown value={2} />)
    rerender(<Shown value={3} />)
    act(() => vi.advanceTimersToNextFrame())
    act(() => vi.runOnlyPendingTimers())
    expect(screen.getByRole('status')).toHaveTextContent('3')
  })
})
