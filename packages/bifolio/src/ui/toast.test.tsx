import { act, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { TOAST_AUTO_CLOSE_MS, ToastProvider, useToast, type ToastKind } from './toast'

function Trigger({ message, kind }: { message: string; kind?: ToastKind }) {
  const toast = useToast()
  return (
    <button type="button" onClick={() => toast.show(message, kind)}>
      show {message}
    </button>
  )
}

function renderWithToasts(...triggers: { message: string; kind?: ToastKind }[]) {
  return render(
    <ToastProvider closeLabel="Dismiss notification">
      {triggers.map((trigger) => (
        <Trigger key={trigger.message} {...trigger} />
      ))}
    </ToastProvider>,
  )
}

/** The first toast waits for its lazily loaded stack; let that promise settle. */
async function show(message: string) {
  fireEvent.click(screen.getByRole('button', { name: `show ${message}` }))
  await act(async () => {
    await vi.dynamicImportSettled()
  })
}

describe('toasts', () => {
  beforeEach(() => {
    vi.useFakeTimers()
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  it('has its polite and assertive live regions in the page before any toast', () => {
    renderWithToasts()
    expect(screen.getByRole('status')).toBeEmptyDOMElement()
    expect(screen.getByRole('alert')).toBeEmptyDOMElement()
  })

  it('announces successes politely and errors assertively', async () => {
    renderWithToasts({ message: 'Sent', kind: 'success' }, { message: 'Failed', kind: 'error' })
    await show('Sent')
    await show('Failed')
    expect(screen.getByRole('status')).toHaveTextContent('Sent')
    expect(screen.getByRole('alert')).toHaveTextContent('Failed')
    expect(screen.getByRole('status')).not.toHaveTextContent('Failed')
  })

  it(`closes by itself after ${TOAST_AUTO_CLOSE_MS} ms`, async () => {
    renderWithToasts({ message: 'Hello' })
    await show('Hello')
    act(() => vi.advanceTimersByTime(TOAST_AUTO_CLOSE_MS - 1))
    expect(screen.getByText('Hello')).toBeInTheDocument()
    act(() => vi.advanceTimersByTime(1))
    expect(screen.queryByText('Hello')).not.toBeInTheDocument()
  })

  it('holds its clock while hovered and resumes the time that was left', async () => {
    renderWithToasts({ message: 'Hello' })
    await show('Hello')
    act(() => vi.advanceTimersByTime(3000))
    const toast = screen.getByText('Hello').closest('.toast')
    if (!toast) throw new Error('no toast card')
    fireEvent.mouseEnter(toast)
    act(() => vi.advanceTimersByTime(60_000))
    expect(screen.getByText('Hello')).toBeInTheDocument()
    fireEvent.mouseLeave(toast)
    act(() => vi.advanceTimersByTime(TOAST_AUTO_CLOSE_MS - 3000))
    expect(screen.queryByText('Hello')).not.toBeInTheDocument()
  })

  it('holds its clock while its close button has focus', async () => {
    renderWithToasts({ message: 'Hello' })
    await show('Hello')
    act(() => screen.getByRole('button', { name: 'Dismiss notification' }).focus())
    act(() => vi.advanceTimersByTime(2 * TOAST_AUTO_CLOSE_MS))
    expect(screen.getByText('Hello')).toBeInTheDocument()
  })

  it('closes from its labelled close button', async () => {
    renderWithToasts({ message: 'Hello' })
    await show('Hello')
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss notification' }))
    expect(screen.queryByText('Hello')).not.toBeInTheDocument()
  })

  it('shows the same notice once, restarting it, instead of stacking copies', async () => {
    renderWithToasts({ message: 'Hello' })
    await show('Hello')
    act(() => vi.advanceTimersByTime(4000))
    await show('Hello')
    expect(screen.getAllByText('Hello')).toHaveLength(1)
    act(() => vi.advanceTimersByTime(4000))
    expect(screen.getByText('Hello')).toBeInTheDocument()
  })
})
