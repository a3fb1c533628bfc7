import { describe, expect, it } from 'vitest'
import { BrowserStuckError, withDeadlines } from './deadlines'
import type { EngineBrowser } from './engine-browser'

const never = () => new Promise<never>(() => undefined)

/** A browser whose page never answers a script, and that answers everything else at once. */
function browserWithAStuckPage(): EngineBrowser {
  const done = () => Promise.resolve()
  return {
    engine: 'webkit',
    open: done,
    startOpening: done,
    evaluate: never,
    click: done,
    type: done,
    press: done,
    movePointer: done,
    setViewport: done,
    screenshot: done,
    takeConsoleProblems: () => [],
    consoleOfLoading: () => Promise.resolve([]),
    close: done,
  }
}

describe('withDeadlines', () => {
  it('fails a command that never answers, naming it, and lets the others through', async () => {
    const browser = withDeadlines(browserWithAStuckPage(), 50)
    function logosInView() {
      return 1
    }
    const stuck = browser.evaluate(logosInView)
    await expect(stuck).rejects.toBeInstanceOf(BrowserStuckError)
    await expect(stuck).rejects.toThrow('webkit did not answer evaluate(logosInView) within 50 ms')
    await expect(browser.open('http://127.0.0.1/')).resolves.toBeUndefined()
  })
})
