/**
 * How long each of the landing page's interactions takes to paint (issue 13 §2), as Chrome's
 * Event Timing API sees it: the INP of one interaction. Debian's Chromium through Playwright,
 * the CPU slowed 4× over CDP, on a 1440 × 900 desktop and a phone (Pixel 7; the carousel
 * exists only above 1024 px, so there a landscape tablet, touch like the phone).
 *
 * The browser has a window, on a virtual X display (Xvfb). Headless, Chromium skips drawing a
 * page's new frame until its own window draws again, so a press painted at once can be shown,
 * and reported, 100 ms late: the theme toggle measured 112–200 ms headless and 24–64 ms with
 * a window, on the same build, whereas a visitor's screen shows each frame as it comes.
 *
 * Every try opens `/` in a fresh browser context (no saved theme or language, so nothing is
 * toggled back), brings the element into the middle of the screen, waits for the network to
 * settle and for React to own the element, then slows the CPU, lets the page go quiet, and
 * presses it: a mouse click after a hover on the desktop, a tap on touch devices. Raw input
 * at the element's middle, checked to hit it. A PerformanceObserver of type `event`
 * (durationThreshold 16) records the events; the try's figure is the longest event of that
 * interaction (an `interactionId`), so a figure of 16 means nothing reached the threshold.
 * The saved JSON also splits that event into input delay, processing and presentation, which
 * tells whether a slow interaction waits on the page's code or on the frame it leads to.
 *
 * One more row, outside the budget, is the floor of this machine: the same press on a bare page
 * whose one button recolours the whole screen with a line of script, so no page code to speak
 * of, only the browser's input, style, paint and drawing of a full frame.
 */
import {
  chromium,
  devices,
  type Browser,
  type BrowserContextOptions,
  type Page,
} from '@playwright/test'
import { INTERACTION_BUDGET_MS, median } from './budgets.ts'
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../packages/bifolio/shared/chromium-flags.ts'
import { startVirtualDisplay } from '../e2e-engines/site/xvfb.ts'
import { withRetry } from './with-retry.ts'

const CPU_SLOWDOWN = 4
/** How long a finger or a mouse button stays down in a quick press. */
const PRESS_MS = 80
/** The observer's floor: a try with no event this long reports this figure. */
const DURATION_THRESHOLD_MS = 16

type DeviceProfile = 'desktop' | 'mobile'
const DEVICE_PROFILES: DeviceProfile[] = ['desktop', 'mobile']

interface Device {
  name: string
  options: BrowserContextOptions
}

const DESKTOP: Device = {
  name: 'desktop 1440×900',
  options: { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 } },
}
const PHONE: Device = { name: 'Pixel 7', options: devices['Pixel 7'] }
const TABLET: Device = {
  name: 'Galaxy Tab S4 landscape',
  options: devices['Galaxy Tab S4 landscape'],
}

interface Interaction {
  id: string
  label: string
  /** The element pressed; the desktop and the compact layout may differ. */
  target: Record<DeviceProfile, string>
  /** Exists only above 1024 px: the mobile figure comes from a landscape tablet. */
  wide?: boolean
  /** Something that must hold before the press, beyond React owning the target. */
  ready?: string
  beforeTouch?: (page: Page) => Promise<void>
  /** The bare page the machine's floor is measured on, instead of `/`; outside the budget. */
  reference?: string
}

const INTERACTIONS: Interaction[] = [
  {
    id: 'language',
    label: 'language toggle',
    target: {
      desktop: '.nav-bar [data-testid="language-toggle"]',
      mobile: '.nav-bar [data-testid="language-toggle"]',
    },
  },
  {
    id: 'theme',
    label: 'theme toggle',
    target: { desktop: '[data-testid="theme-toggle"]', mobile: '[data-testid="theme-toggle"]' },
  },
  {
    id: 'nav',
    label: 'nav link (projects)',
    target: {
      desktop: '.nav-bar__link[href="#projects"]',
      mobile: '.nav-bar__link[href="#projects"]',
    },
  },
  {
    id: 'carousel',
    label: 'carousel next',
    target: {
      desktop: '.project-carousel .carousel-controls__button:last-child',
      mobile: '.project-carousel .carousel-controls__button:last-child',
    },
    wide: true,
    // The moving deck has mounted: the still one never turns by itself, so never says `off`.
    ready: '.project-carousel__deck[aria-live="off"]',
    // A finger does not hold the deck still as a resting pointer does: press just after it
    // turned by itself, so its next turn falls well after the press.
    beforeTouch: async (page) => {
      const front = () =>
        page.locator('.project-carousel__deck > [data-position="front"]').getAttribute('data-slide')
      const first = await front()
      await waitFor(async () => (await front()) !== first, 'the carousel to turn', 10_000)
    },
  },
  {
    id: 'legal',
    label: 'open legal dialog',
    target: {
      desktop: '.site-footer__legal:not(.site-footer__articles) li:last-child a',
      mobile: '.site-footer__legal:not(.site-footer__articles) li:last-child a',
    },
  },
  {
    id: 'form-errors',
    label: 'submit form with errors',
    // The form's code comes as it nears the viewport: React on the button, after the scroll.
    target: { desktop: '.contact-form__send', mobile: '.contact-form__send' },
  },
  {
    id: 'reference',
    label: 'reference: bare page',
    target: { desktop: '#recolour', mobile: '#recolour' },
    reference: `<!doctype html>
<html lang="en">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>One button</title>
<style>
  body { margin: 0; padding: 40vh 2rem; min-height: 300vh; font: 1rem sans-serif; }
  .dark { background: #0b1120; color: #f8fafc; }
  button { padding: 1rem 2rem; font: inherit; }
</style>
<button id="recolour" type="button">Recolour</button>
<script>
  recolour.addEventListener('click', () => document.body.classList.toggle('dark'))
</script>
</html>`,
  },
]

/** Where the bare reference page is served, beside the site so the origin is the same. */
const REFERENCE_PATH = '/bench-reference'

export interface InteractionFigures {
  id: string
  label: string
  profile: DeviceProfile
  device: string
  /** Each try's longest event, ms. */
  tries: number[]
  /** The event type that was longest, per try. */
  longest: string[]
  /**
   * Where the longest event's time went, per try, ms: waiting for the main thread, running
   * the listeners, and from their end to the paint.
   */
  phases: Array<{ inputDelay: number; processing: number; presentation: number }>
  medianMs: number
  /** The machine's floor on the bare page, printed beside the budget but not held to it. */
  reference: boolean
}

interface EventRecord {
  name: string
  duration: number
  startTime: number
  processingStart: number
  processingEnd: number
  interactionId: number
}

/** Runs in the page before its own scripts. */
function observeEvents(threshold: number): void {
  const records: EventRecord[] = []
  Object.assign(window, { __eventTimings: records })
  new PerformanceObserver((list) => {
    // TypeScript's DOM types know neither `interactionId` nor `durationThreshold` yet.
    for (const entry of list.getEntries() as Array<PerformanceEventTiming & EventRecord>) {
      records.push({
        name: entry.name,
        duration: entry.duration,
        startTime: entry.startTime,
        processingStart: entry.processingStart,
        processingEnd: entry.processingEnd,
        interactionId: entry.interactionId,
      })
    }
  }).observe({
    type: 'event',
    durationThreshold: threshold,
    buffered: true,
  } as PerformanceObserverInit)
}

const recordsOf = (page: Page) =>
  page.evaluate(() => (window as unknown as { __eventTimings: EventRecord[] }).__eventTimings)

/** Two frames and an idle period: what the page had queued has run. */
const settle = (page: Page, ms: number) =>
  page.evaluate(
    (wait) =>
      new Promise<void>((resolve) => {
        requestAnimationFrame(() =>
          requestAnimationFrame(() =>
            requestIdleCallback(() => setTimeout(resolve, wait), { timeout: 2000 }),
          ),
        )
      }),
    ms,
  )

/**
 * Whether React answers `selector`: its element is React's, or it stands in a static part (which
 * no React root owns; its presses are answered from the document) of a page React has taken.
 */
async function isHydrated(page: Page, selector: string): Promise<boolean> {
  return (
    page
      .locator(selector)
      .first()
      // One expression: a function declared inside would be renamed by the TypeScript loader.
      .evaluate((element) =>
        Object.keys(
          element.closest('[data-static]') ? (document.getElementById('root') ?? {}) : element,
        ).some((key) =>
          key.startsWith(element.closest('[data-static]') ? '__reactContainer' : '__reactProps'),
        ),
      )
  )
}

async function waitFor(check: () => Promise<boolean>, what: string, ms = 20_000): Promise<void> {
  const until = Date.now() + ms
  while (!(await check())) {
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`)
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}

/** At once, not smoothly as the page scrolls; the middle keeps it clear of fixed bars. */
const scrollToMiddle = (page: Page, selector: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((element) => element.scrollIntoView({ block: 'center', behavior: 'instant' }))

/**
 * The middle of the element once the page has stopped moving it (sections below the fold
 * take their real height as they render), with the mouse resting there when `hover`.
 */
async function aimAt(
  page: Page,
  selector: string,
  hover: boolean,
): Promise<{ x: number; y: number }> {
  for (let attempt = 0; attempt < 10; attempt += 1) {
    const box = await page.locator(selector).first().boundingBox()
    if (!box) break
    const x = box.x + box.width / 2
    const y = box.y + box.height / 2
    if (hover) await page.mouse.move(x, y)
    await settle(page, 500)
    const onTarget = await page.evaluate(
      ([px, py, css]) => Boolean(document.elementFromPoint(px, py)?.closest(css)),
      [x, y, selector] as const,
    )
    if (onTarget) return { x, y }
    await scrollToMiddle(page, selector)
  }
  throw new Error(`${selector} is not where it can be pressed`)
}

interface TryFigure {
  ms: number
  longest: string
  phases: InteractionFigures['phases'][number]
}

async function oneTry(
  browser: Browser,
  url: string,
  interaction: Interaction,
  profile: DeviceProfile,
  device: Device,
): Promise<TryFigure> {
  const context = await browser.newContext(device.options)
  try {
    const page = await context.newPage()
    await page.addInitScript(observeEvents, DURATION_THRESHOLD_MS)
    const { reference } = interaction
    if (reference) {
      const bare = new URL(REFERENCE_PATH, url).href
      await page.route(bare, (route) =>
        route.fulfill({ contentType: 'text/html', body: reference }),
      )
      await page.goto(bare)
    } else await page.goto(url)
    await page.waitForLoadState('networkidle')
    const selector = interaction.target[profile]
    // The projects' code comes as they near the viewport, and the moving carousel then
    // replaces the still one's elements: near it first, then aim at what is there.
    const { ready } = interaction
    if (ready) {
      await scrollToMiddle(page, selector)
      await waitFor(async () => (await page.locator(ready).count()) > 0, ready)
    }
    await scrollToMiddle(page, selector)
    // Sections below the fold render, and their lazy parts and pictures load, as they near.
    await page.waitForLoadState('networkidle')
    if (!reference) await waitFor(() => isHydrated(page, selector), `React on ${selector}`)
    const cdp = await context.newCDPSession(page)
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN })
    const hasTouch = device.options.hasTouch ?? false
    // A pointer rests on the element before it presses it; the hover's own work is not the
    // click's. It also holds the carousel still, as it does for a visitor.
    if (hasTouch) await interaction.beforeTouch?.(page)
    const { x, y } = await aimAt(page, selector, !hasTouch)
    const startedAt = await page.evaluate(() => performance.now())
    // Raw input, not locator.click(): its hit-target checks run listeners inside the events.
    // Held as long as a quick press, so the press and the release each paint on their own
    // when the page is fast enough, as they do for a visitor.
    if (hasTouch) {
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x, y }] })
      await page.waitForTimeout(PRESS_MS)
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] })
    } else {
      await page.mouse.down()
      await page.waitForTimeout(PRESS_MS)
      await page.mouse.up()
    }
    // Event Timing reports an event after the frame it led to, later still on a slow CPU.
    await settle(page, 1000)
    const events = (await recordsOf(page)).filter(
      (event) => event.startTime >= startedAt && event.interactionId > 0,
    )
    const longest = events.reduce<EventRecord | null>(
      (best, event) => (best && best.duration >= event.duration ? best : event),
      null,
    )
    return {
      ms: longest?.duration ?? DURATION_THRESHOLD_MS,
      longest: longest?.name ?? `<${DURATION_THRESHOLD_MS}`,
      phases: longest
        ? {
            inputDelay: Math.round(longest.processingStart - longest.startTime),
            processing: Math.round(longest.processingEnd - longest.processingStart),
            presentation: Math.round(longest.startTime + longest.duration - longest.processingEnd),
          }
        : { inputDelay: 0, processing: 0, presentation: 0 },
    }
  } finally {
    await context.close()
  }
}

export async function measureInteractions({
  baseUrl,
  tries = 5,
  only,
  log = (line: string) => process.stdout.write(line),
}: {
  baseUrl: string
  tries?: number
  /** Interaction ids to measure; all when absent. */
  only?: readonly string[]
  log?: (line: string) => void
}): Promise<InteractionFigures[]> {
  const screen = await startVirtualDisplay()
  const browser = await chromium
    .launch({
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_FLAGS,
      headless: false,
      env: { ...process.env, DISPLAY: screen.display },
    })
    .catch(async (error: unknown) => {
      await screen.stop()
      throw error
    })
  const cases = INTERACTIONS.filter(
    (interaction) => !only || only.includes(interaction.id),
  ).flatMap((interaction) =>
    DEVICE_PROFILES.map((profile) => ({
      interaction,
      profile,
      device: profile === 'desktop' ? DESKTOP : interaction.wide ? TABLET : PHONE,
      figures: [] as TryFigure[],
    })),
  )
  const url = new URL('/', baseUrl).href
  try {
    // Round after round over every case, not one case's tries in a row: a spell of load on
    // the machine then touches one try of many cases, and each median shrugs it off.
    for (let run = 0; run < tries; run += 1) {
      for (const { interaction, profile, device, figures } of cases) {
        log(`interaction round ${run + 1}/${tries}: ${interaction.label} ${profile}      \r`)
        figures.push(await withRetry(() => oneTry(browser, url, interaction, profile, device)))
      }
    }
  } finally {
    await browser.close()
    await screen.stop()
  }
  return cases.map(({ interaction, profile, device, figures }) => ({
    id: interaction.id,
    label: interaction.label,
    profile,
    device: device.name,
    tries: figures.map((figure) => figure.ms),
    longest: figures.map((figure) => figure.longest),
    phases: figures.map((figure) => figure.phases),
    medianMs: median(figures.map((figure) => figure.ms)),
    reference: interaction.reference !== undefined,
  }))
}

export function interactionsOk(results: readonly InteractionFigures[]): boolean {
  return results
    .filter((result) => !result.reference)
    .every((result) => result.medianMs <= INTERACTION_BUDGET_MS)
}

/** One row per interaction, desktop and mobile side by side, each beside the budget. */
export function formatInteractions(
  results: readonly InteractionFigures[],
  tries: number,
): string[] {
  const cell = (result: InteractionFigures | undefined) => {
    if (!result) return ''.padEnd(26)
    const within = result.medianMs <= INTERACTION_BUDGET_MS
    const mark = result.reference ? '    ' : within ? 'ok  ' : 'over'
    const spread = `${Math.min(...result.tries)}–${Math.max(...result.tries)}`
    return `${`${Math.round(result.medianMs)} ms`.padStart(7)} ${mark} (${spread})`.padEnd(26)
  }
  const lines = [
    `== interactions: Event Timing, CPU ${CPU_SLOWDOWN}× slower, median of ${tries} tries (range), budget <= ${INTERACTION_BUDGET_MS} ms`,
    `  ${'interaction'.padEnd(26)}${'desktop'.padEnd(26)}mobile`,
  ]
  const labels = [...new Set(results.map((result) => result.label))]
  for (const label of labels) {
    const of = (profile: DeviceProfile) =>
      results.find((result) => result.label === label && result.profile === profile)
    lines.push(`  ${label.padEnd(26)}${cell(of('desktop'))}${cell(of('mobile'))}`.trimEnd())
  }
  const devicesUsed = [...new Set(results.map((result) => `${result.profile}: ${result.device}`))]
  lines.push(`  (${devicesUsed.join(', ')})`)
  return lines
}
