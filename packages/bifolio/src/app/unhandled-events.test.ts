import { afterEach, describe, expect, it } from 'vitest'
import { UNHANDLED_EVENTS, stopUnhandledEvents } from './unhandled-events'

describe('events no component handles', () => {
  afterEach(() => {
    document.body.innerHTML = ''
  })

  it('stop at the window, so the root React listens on never sees them; others pass', () => {
    const root = document.createElement('div')
    const target = document.createElement('button')
    root.append(target)
    document.body.append(root)
    const seen: string[] = []
    // The root's own listeners, as React adds one per event type.
    for (const type of [...UNHANDLED_EVENTS, 'click']) {
      root.addEventListener(type, () => seen.push(type), { capture: true })
    }
    stopUnhandledEvents(window)
    for (const type of [...UNHANDLED_EVENTS, 'click']) {
      target.dispatchEvent(new Event(type, { bubbles: true }))
    }
    expect(seen).toEqual(['click'])
  })
})
