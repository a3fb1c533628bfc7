import { afterEach, describe, expect, it, vi } from 'vitest'
import { reloadOnceOnPreloadError } from './preload-error'

function fakeWindow(storage: Pick<Storage, 'getItem' | 'setItem'>) {
  const target = new EventTarget()
  const reload = vi.fn()
  const win = Object.assign(target, { sessionStorage: storage, location: { reload } })
  return { win: win as unknown as Window, reload }
}

function memoryStorage(): Pick<Storage, 'getItem' | 'setItem'> {
  const values = new Map<string, string>()
  return {
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => void values.set(key, value),
  }
}

function firePreloadError(win: Window): Event {
  const event = new Event('vite:preloadError', { cancelable: true })
  win.dispatchEvent(event)
  return event
}

describe('reloadOnceOnPreloadError', () => {
  afterEach(() => vi.restoreAllMocks())

  it('reloads once when a chunk fails to load, and handles the error', () => {
    const { win, reload } = fakeWindow(memoryStorage())
    reloadOnceOnPreloadError(win)
    const event = firePreloadError(win)
    expect(reload).toHaveBeenCalledTimes(1)
    expect(event.defaultPrevented).toBe(true)
  })

  it('takes the failures of a page being left without reloading it, and keeps the reload', () => {
    const { win, reload } = fakeWindow(memoryStorage())
    reloadOnceOnPreloadError(win)
    win.dispatchEvent(new Event('beforeunload'))
    expect(firePreloadError(win).defaultPrevented).toBe(true)
    expect(reload).not.toHaveBeenCalled()

    // The page stayed (back from the back/forward cache): a real failure reloads it once.
    win.dispatchEvent(new Event('pageshow'))
    firePreloadError(win)
    expect(reload).toHaveBeenCalledTimes(1)
  })

  it('never reloads a second time in the same session, and lets the error through', () => {
    const storage = memoryStorage()
    const first = fakeWindow(storage)
    reloadOnceOnPreloadError(first.win)
    firePreloadError(first.win)

    const afterReload = fakeWindow(storage)
    reloadOnceOnPreloadError(afterReload.win)
    const event = firePreloadError(afterReload.win)
    expect(afterReload.reload).not.toHaveBeenCalled()
    expect(event.defaultPrevented).toBe(false)
  })

  it('does not reload at all when session storage is unavailable, so it cannot loop', () => {
    const { win, reload } = fakeWindow({
      getItem: () => {
        throw new Error('blocked')
      },
      setItem: () => {
        throw new Error('blocked')
      },
    })
    reloadOnceOnPreloadError(win)
    firePreloadError(win)
    expect(reload).not.toHaveBeenCalled()
  })
})
