import { writeFile } from 'node:fs/promises'
import puppeteer, { type ElementHandle, type Page } from 'puppeteer-core'
import type { EngineBrowser, Key, PageFunction, Viewport } from './engine-browser'
import { pageScriptBody } from './page-script'
import { scrollIntoSteadyView } from './steady-view'
import { waitUntil } from '../wait-until'

/** Debian's Firefox ESR; Playwright's own Firefox build cannot be downloaded here. */
const FIREFOX = '/usr/bin/firefox-esr'

/** As long as WebKit's driver gives a page (webkit-browser.ts). */
const PAGE_LOAD_MS = 30_000

async function firstVisible(page: Page, selector: string, text?: string): Promise<ElementHandle> {
  for (const handle of await page.$$(selector)) {
    if (!(await handle.isVisible())) continue
    if (text === undefined) return handle
    if ((await handle.evaluate((element) => element.textContent?.trim())) === text) return handle
  }
  throw new Error(`no visible element matches ${selector}${text ? ` with the text "${text}"` : ''}`)
}

/**
 * Navigates the way a link does, from the page. Puppeteer's own `goto` loses track of the tab
 * once Firefox has brought a page back from its back/forward cache: the next `goto` then
 * waits for a load it never sees.
 */
async function navigateFromPage(page: Page, url: string): Promise<void> {
  // Later than this script's answer, which the leaving page could no longer send.
  await page.evaluate(`void setTimeout(() => window.location.assign(${JSON.stringify(url)}), 0)`)
}

function isLoaded(url: string): string {
  return `window.location.href === ${JSON.stringify(url)} && document.readyState === 'complete'`
}

/** Reports the console's errors, uncaught exceptions and hydration warnings of `page`. */
function listenToConsole(page: Page, report: (problem: string) => void): void {
  page.on('console', (message) => {
    const text = message.text()
    const isHydrationWarning = message.type() === 'warn' && /hydrat/i.test(text)
    if (message.type() === 'error' || isHydrationWarning) {
      report(`console.${message.type()}: ${text} (at ${message.location().url ?? '?'})`)
    }
  })
  page.on('pageerror', (error) => report(`uncaught: ${String(error)}`))
}

/** Firefox driven over WebDriver BiDi, which reports the console from the first script on. */
export async function launchFirefox(viewport: Viewport): Promise<EngineBrowser> {
  const browser = await puppeteer.launch({
    browser: 'firefox',
    executablePath: FIREFOX,
    headless: true,
  })
  const page = (await browser.pages())[0] ?? (await browser.newPage())
  await page.setViewport(viewport)
  let problems: string[] = []
  listenToConsole(page, (problem) => problems.push(problem))

  return {
    engine: 'firefox',
    async open(url) {
      await navigateFromPage(page, url)
      await waitUntil(
        async () => (await page.evaluate(isLoaded(url)).catch(() => false)) === true,
        `${url} to load`,
        PAGE_LOAD_MS,
      )
    },
    async startOpening(url) {
      await navigateFromPage(page, url)
    },
    evaluate<Args extends unknown[], Result>(fn: PageFunction<Args, Result>, ...args: Args) {
      // As source text, as WebDriver classic sends it, so the same rules hold in both engines.
      const body = pageScriptBody(fn, JSON.stringify(args))
      return page.evaluate(`(function () { ${body} })()`) as Promise<Result>
    },
    async click(selector, text) {
      const element = await firstVisible(page, selector, text)
      await element.evaluate(scrollIntoSteadyView)
      await element.click()
    },
    async type(selector, text) {
      await (await firstVisible(page, selector)).type(text)
    },
    async press(key: Key) {
      await page.keyboard.press(key)
    },
    async movePointer(x, y) {
      await page.mouse.move(x, y)
    },
    async setViewport(size) {
      await page.setViewport(size)
    },
    async screenshot(path) {
      await writeFile(path, await page.screenshot({ type: 'png' }))
    },
    takeConsoleProblems() {
      const taken = problems
      problems = []
      return taken
    },
    async consoleOfLoading(url) {
      const tab = await browser.newPage()
      const seen: string[] = []
      listenToConsole(tab, (problem) => seen.push(problem))
      try {
        await tab.goto(url, { waitUntil: 'load' })
      } finally {
        await tab.close()
      }
      return seen
    },
    async close() {
      await browser.close()
    },
  }
}
