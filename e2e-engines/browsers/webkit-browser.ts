import { existsSync } from 'node:fs'
import { writeFile } from 'node:fs/promises'
import {
  Builder,
  By,
  error as webDriverErrors,
  Origin,
  Key as SeleniumKey,
  type WebDriver,
  type WebElement,
} from 'selenium-webdriver'
import { startProcess, type StartedProcess } from '../site/child-processes'
import { waitUntil } from '../wait-until'
import { freePort } from '../../packages/bifolio/shared/free-port'
import { startVirtualDisplay, type VirtualDisplay } from '../site/xvfb'
import type { EngineBrowser, Key, PageFunction, Viewport } from './engine-browser'
import { pageScriptBody } from './page-script'
import { scrollIntoSteadyView } from './steady-view'
import { consoleOfPlainLoad, MINIBROWSER } from './webkit-console'

/** Debian's WebKitGTK WebDriver (webkit2gtk-driver); it drives MiniBrowser. */
const WEBKIT_DRIVER = '/usr/bin/WebKitWebDriver'

/** The longest a page load or a script may take before the driver gives up on it. */
const COMMAND_LIMIT_MS = 30_000

const KEYS: Record<Key, string> = {
  Enter: SeleniumKey.ENTER,
  Escape: SeleniumKey.ESCAPE,
  Tab: SeleniumKey.TAB,
}

async function isDriverReady(url: string): Promise<boolean> {
  const response = await fetch(`${url}/status`, { signal: AbortSignal.timeout(2000) })
  return response.ok
}

/**
 * Runs `act` on the element again when React replaced it between finding and acting (a
 * re-render after hydration swaps nodes), as a visitor's click would simply land on the new one.
 */
async function onFreshElement(act: () => Promise<void>): Promise<void> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await act()
    } catch (failure) {
      if (!(failure instanceof webDriverErrors.StaleElementReferenceError) || attempt === 3)
        throw failure
    }
  }
}

async function firstVisible(
  driver: WebDriver,
  selector: string,
  text?: string,
): Promise<WebElement> {
  for (const element of await driver.findElements(By.css(selector))) {
    if (!(await element.isDisplayed())) continue
    if (text === undefined || (await element.getText()).trim() === text) return element
  }
  throw new Error(`no visible element matches ${selector}${text ? ` with the text "${text}"` : ''}`)
}

/**
 * WebKitGTK's MiniBrowser on a virtual display, driven over classic WebDriver. The
 * selenium-webdriver client talks to a WebKitWebDriver started here on a free port, so
 * Selenium Manager never runs and nothing is downloaded.
 */
export async function launchWebKit(viewport: Viewport): Promise<EngineBrowser> {
  // Long: mostly the short methods of one `EngineBrowser`, sharing the session set up here.
  for (const path of [WEBKIT_DRIVER, MINIBROWSER]) {
    if (!existsSync(path)) throw new Error(`${path} is missing: apt-get install webkit2gtk-driver`)
  }
  let display: VirtualDisplay | undefined
  let driverProcess: StartedProcess | undefined
  let driver: WebDriver | undefined
  const close = async (): Promise<void> => {
    await driver?.quit().catch(() => undefined)
    await driverProcess?.stop()
    await display?.stop()
  }
  try {
    display = await startVirtualDisplay()
    const port = await freePort()
    driverProcess = startProcess(WEBKIT_DRIVER, [`--port=${port}`], {
      env: { ...process.env, DISPLAY: display.display },
    })
    const driverUrl = `http://127.0.0.1:${port}`
    await waitUntil(() => isDriverReady(driverUrl), 'WebKitWebDriver')
    driver = await new Builder()
      .usingServer(driverUrl)
      .withCapabilities({
        browserName: 'MiniBrowser',
        // With the default strategy the driver holds every command until the page's load
        // event, and a page whose code the gate holds may never reach it: the command then
        // waits out COMMAND_LIMIT_MS. The journeys wait for what they need themselves.
        pageLoadStrategy: 'none',
        'webkitgtk:browserOptions': { binary: MINIBROWSER, args: ['--automation'] },
      })
      .build()
  } catch (error) {
    const printed = driverProcess?.output() ?? ''
    await close()
    throw new Error(`WebKit did not start: ${String(error)}\n${printed}`)
  }
  const session = driver
  // WebDriver's own defaults wait five minutes for a page: a stuck load would hold every later
  // command, and every later journey, behind it.
  await session.manage().setTimeouts({ pageLoad: COMMAND_LIMIT_MS, script: COMMAND_LIMIT_MS })

  const browser: EngineBrowser = {
    engine: 'webkit',
    async open(url) {
      await session.get(url)
      // The load this strategy no longer waits for.
      const loaded = 'return location.href === arguments[0] && document.readyState === "complete"'
      await waitUntil(
        async () => (await session.executeScript<boolean>(loaded, url)) === true,
        `${url} to load`,
        COMMAND_LIMIT_MS,
      )
    },
    async startOpening(url) {
      // From the page, so the command returns at once. (With the `eager` load strategy
      // WebKitWebDriver 2.50 keeps the next command waiting for good.)
      await session.executeScript('window.location.assign(arguments[0])', url)
    },
    evaluate<Args extends unknown[], Result>(fn: PageFunction<Args, Result>, ...args: Args) {
      // WebDriver awaits a promise the script returns, so async functions work as well.
      return session.executeScript<Result>(pageScriptBody(fn, 'arguments'), ...args)
    },
    async click(selector, text) {
      await onFreshElement(async () => {
        const element = await firstVisible(session, selector, text)
        await session.executeScript(pageScriptBody(scrollIntoSteadyView, 'arguments'), element)
        await element.click()
      })
    },
    async type(selector, text) {
      await onFreshElement(async () => (await firstVisible(session, selector)).sendKeys(text))
    },
    async press(key) {
      await session.actions().sendKeys(KEYS[key]).perform()
    },
    async movePointer(x, y) {
      // Element Click moves the platform's pointer without telling the actions' pointer, which
      // then still thinks it is where it last went: a move to that same point would send no
      // event at all. A step beside it first makes it a real move.
      const to = { x: Math.round(x), y: Math.round(y) }
      await session
        .actions()
        .move({ x: to.x + 1, y: to.y + 1, origin: Origin.VIEWPORT })
        .move({ ...to, origin: Origin.VIEWPORT })
        .perform()
    },
    async setViewport(size) {
      // WebDriver sizes the window, which holds the browser's own bars as well: size it, see
      // how much of it the page got, and give the difference back. A window just shown may
      // ignore a size, and keep the one the display gave it: sized again until the page has
      // the size asked for.
      const innerSize = () =>
        session.executeScript<Viewport>(
          'return { width: window.innerWidth, height: window.innerHeight }',
        )
      let rect = size
      for (let tries = 0; tries < 10; tries += 1) {
        await session.manage().window().setRect(rect)
        await new Promise((resolve) => setTimeout(resolve, 100))
        const inner = await innerSize()
        if (inner.width === size.width && inner.height === size.height) return
        const outer = await session.manage().window().getRect()
        rect = {
          width: outer.width + size.width - inner.width,
          height: outer.height + size.height - inner.height,
        }
      }
      const inner = await innerSize()
      throw new Error(
        `WebKit's page is ${inner.width}×${inner.height}, not ${size.width}×${size.height}`,
      )
    },
    async screenshot(path) {
      await writeFile(path, Buffer.from(await session.takeScreenshot(), 'base64'))
    },
    takeConsoleProblems() {
      // MiniBrowser runs automation in an ephemeral session, and WebCore never prints a private
      // page's console messages (PageConsoleClient returns early), while WebKitGTK 2.50's
      // WebDriver has no BiDi (it refuses `webSocketUrl`): the driver has no way to the console.
      // The journeys record errors in the page instead, from before its code runs, and
      // `consoleOfLoading` reads the console of a MiniBrowser outside the session.
      return []
    },
    consoleOfLoading(url) {
      if (!display) throw new Error('WebKit has no display')
      return consoleOfPlainLoad(display.display, url)
    },
    close,
  }
  await browser.setViewport(viewport)
  return browser
}
