import type { EngineBrowser } from './engine-browser'

/** A browser command that never answered: the browser is not to be trusted with another. */
export class BrowserStuckError extends Error {
  override name = 'BrowserStuckError'
}

/** Longer than any limit the drivers set themselves (30 s for a page load or a script). */
const DEADLINE_MS = 40_000

/**
 * A driver's own timeouts run in the page or in the driver: a web process that stops
 * answering (it happened once to WebKit on a CI machine, in a command no timeout of its own
 * ended) would hold the journey until the test's limit, saying nothing of where. Here every
 * command has a deadline of its own, kept by this process, and fails naming itself.
 */
export function withDeadlines(browser: EngineBrowser, deadlineMs = DEADLINE_MS): EngineBrowser {
  const guard = <Result>(what: string, command: () => Promise<Result>): Promise<Result> => {
    let timer: NodeJS.Timeout | undefined
    const stuck = new Promise<never>((_, reject) => {
      timer = setTimeout(() => {
        const message = `${browser.engine} did not answer ${what} within ${deadlineMs} ms`
        reject(new BrowserStuckError(message))
      }, deadlineMs)
    })
    return Promise.race([command(), stuck]).finally(() => clearTimeout(timer))
  }
  return {
    engine: browser.engine,
    open: (url) => guard(`open(${url})`, () => browser.open(url)),
    startOpening: (url) => guard(`startOpening(${url})`, () => browser.startOpening(url)),
    evaluate: (fn, ...args) =>
      guard(`evaluate(${fn.name || 'a page function'})`, () => browser.evaluate(fn, ...args)),
    click: (selector, text) => guard(`click(${selector})`, () => browser.click(selector, text)),
    type: (selector, text) => guard(`type(${selector})`, () => browser.type(selector, text)),
    press: (key) => guard(`press(${key})`, () => browser.press(key)),
    movePointer: (x, y) => guard('movePointer', () => browser.movePointer(x, y)),
    setViewport: (size) => guard('setViewport', () => browser.setViewport(size)),
    screenshot: (path) => guard('screenshot', () => browser.screenshot(path)),
    takeConsoleProblems: () => browser.takeConsoleProblems(),
    consoleOfLoading: (url) => guard('consoleOfLoading', () => browser.consoleOfLoading(url)),
    close: () => guard('close', () => browser.close()),
  }
}
