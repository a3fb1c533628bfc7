import { readFileSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { UNHANDLED_EVENTS, stopUnhandledEvents } from './unhandled-events'

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return sourceFiles(path)
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : []
  })
}

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

  it('are handled by no code, as a prop or a listener, or they would never arrive', () => {
    const handlerProp =
      /\bonTransition(Run|Start|End|Cancel)(Capture)?\s*[=:]|['"`]transition(run|start|end|cancel)['"`]/
    const users = sourceFiles('src')
      .filter((file) => !file.endsWith('unhandled-events.ts'))
      .filter((file) => handlerProp.test(readFileSync(file, 'utf8')))
    expect(users).toEqual([])
  })
})
