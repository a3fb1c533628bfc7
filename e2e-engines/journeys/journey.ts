import { expect } from 'vitest'
import type { EngineBrowser, PageFunction } from '../browsers/engine-browser'
import type { SiteUnderTest } from '../site/site-under-test'
import { installProblemRecorder, recordedProblems } from './page-recorder'
import { isHydrated } from './page-queries'

/** One engine's browser and its own running site, shared by that engine's journeys. */
export interface Journey {
  browser: EngineBrowser
  site: SiteUnderTest
  /** Where the screenshots kept as test artifacts go. */
  artifactsDir: string
}

/** How long a page gets to reach a state: hydration on 2 busy cores included. */
const SETTLE_MS = 15_000

/** Polls a page function until its value equals `expected`. */
export async function expectPage<Args extends unknown[], Result>(
  { browser }: Journey,
  expected: Result,
  fn: PageFunction<Args, Result>,
  ...args: Args
): Promise<void> {
  await expect
    .poll(() => browser.evaluate(fn, ...args), { timeout: SETTLE_MS, interval: 50 })
    .toEqual(expected)
}

/**
 * Opens `path` with the app's code held back at the gate: `whileHeld` sees the page exactly as
 * the HTML and its inline scripts leave it, and the error recorder is in place before any of
 * the app runs.
 */
export async function openWithCodeHeld(
  journey: Journey,
  path: string,
  whileHeld?: () => Promise<void>,
): Promise<void> {
  const { browser, site } = journey
  const { pathname, search } = new URL(path, site.origin)
  await holdingCode(
    journey,
    pathname + search,
    () => browser.startOpening(`${site.origin}${path}`),
    whileHeld,
  )
}

/** Reloads the page, with its code held back as `openWithCodeHeld` does. */
export async function reloadWithCodeHeld(
  journey: Journey,
  whileHeld?: () => Promise<void>,
): Promise<void> {
  const { browser } = journey
  const pagePath = await browser.evaluate(() => window.location.pathname + window.location.search)
  // Later than this script's answer, which the leaving page could no longer send.
  const reload = () => browser.evaluate(() => void setTimeout(() => window.location.reload(), 0))
  await holdingCode(journey, pagePath, reload, whileHeld)
}

async function holdingCode(
  { browser, site }: Journey,
  pagePath: string,
  navigate: () => Promise<void>,
  whileHeld?: () => Promise<void>,
): Promise<void> {
  site.gate.hold(pagePath)
  try {
    await navigate()
    await site.gate.waitForPageRequest(pagePath)
    await browser.evaluate(installProblemRecorder)
    await whileHeld?.()
  } finally {
    site.gate.release()
  }
}

export async function waitForHydration(journey: Journey, selector: string): Promise<void> {
  await expectPage(journey, true, isHydrated, selector)
}

/**
 * A visitor who never came before: nothing saved for the site, and no page of it still open.
 * The page left first finishes what it was fetching: one left halfway fails its lazy imports
 * (Firefox reports them as errors) or sends them into the next journey's gate.
 */
export async function forgetVisitor({ browser, site }: Journey): Promise<void> {
  await site.gate.waitForQuiet()
  await browser.evaluate(() => {
    try {
      window.localStorage.clear()
      window.sessionStorage.clear()
    } catch {
      // A page of no origin (the first one, about:blank) has no storage, nor anything saved.
    }
  })
  await browser.open('about:blank')
}

/**
 * What went wrong since the last look: failed answers (every engine), the driver's console
 * errors (where it has a console channel), and what the page's recorder caught (pages opened
 * with `openWithCodeHeld`).
 */
export async function takeProblems({ browser, site }: Journey): Promise<string[]> {
  const inPage = await browser.evaluate(recordedProblems).catch(() => [])
  return [...site.gate.takeFailures(), ...browser.takeConsoleProblems(), ...inPage]
}
