import { readFileSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { UNHANDLED_EVENTS, stopUnhandledEvents, type UnhandledEvent } from './unhandled-events'

const TYPES = Object.keys(UNHANDLED_EVENTS) as UnhandledEvent[]
// Handled by the site: a press must still reach React with these.
const HANDLED = ['click', 'pointerdown', 'pointerup', 'pointerover', 'focusin', 'touchstart']

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return sourceFiles(path)
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : []
  })
}

describe('events no code handles', () => {
  afterEach(() => {
    document.body.innerHTML = ''
  })

  it('stop at the window, so the root React listens on never sees them; the rest pass', () => {
    const root = document.createElement('div')
    const target = document.createElement('button')
    root.append(target)
    document.body.append(root)
    const seen: string[] = []
    // The root's own listeners, as React adds one per event type.
    for (const type of [...TYPES, ...HANDLED]) {
      root.addEventListener(type, () => seen.push(type), { capture: true })
    }
    stopUnhandledEvents(window)
    for (const type of [...TYPES, ...HANDLED]) {
      target.dispatchEvent(new Event(type, { bubbles: true }))
    }
    expect(seen).toEqual(HANDLED)
  })

  it('have no handler in the site, as a React prop or a listener, or it would never run', () => {
    const props = Object.values(UNHANDLED_EVENTS).join('|')
    // A prop, or the event's name as a string anywhere (a listener, a list of types).
    const handler = new RegExp(`\\b(${props})(Capture)?\\s*[=:]|['"\`](${TYPES.join('|')})['"\`]`)
    const users = sourceFiles('src')
      .filter((file) => !file.endsWith('unhandled-events.ts'))
      .filter((file) => handler.test(readFileSync(file, 'utf8')))
    expect(users).toEqual([])
  })
})
