import { join } from 'node:path'
import { expect } from 'vitest'
import { HOME, STORAGE } from '../../e2e/support/words'
import {
  expectPage,
  forgetVisitor,
  openWithCodeHeld,
  reloadWithCodeHeld,
  waitForHydration,
  type Journey,
} from './journey'
import { attributeOf, storedValue } from './page-queries'
import { THEME_TOGGLE } from './selectors'

type Theme = 'light' | 'dark'

/** The theme classes on <html>, and whether what is painted behind the page is dark. */
function paintedTheme(): { classes: string[]; isBackgroundDark: boolean } {
  const root = document.documentElement
  const classes = ['light', 'dark'].filter((name) => root.classList.contains(name))
  const painted = [document.body, root]
    .map((element) => getComputedStyle(element).backgroundColor)
    .find((color) => !/^rgba\(.*,\s*0\)$|^transparent$/.test(color))
  const [red = 255, green = 255, blue = 255] = (painted?.match(/[\d.]+/g) ?? []).map(Number)
  return { classes, isBackgroundDark: 0.2126 * red + 0.7152 * green + 0.0722 * blue < 128 }
}

function systemTheme(): Theme {
  return window.matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light'
}

function expected(theme: Theme) {
  return { classes: [theme], isBackgroundDark: theme === 'dark' }
}

/** Waits for the web fonts and two frames, so a screenshot shows the page as it settles. */
async function settled(): Promise<void> {
  await document.fonts.ready
  window.scrollTo(0, 0)
  await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)))
}

async function keepScreenshot(journey: Journey, theme: Theme): Promise<void> {
  // Off the floating menu, which opens under the pointer that has just pressed the toggle.
  await journey.browser.movePointer(1, 1)
  await journey.browser.evaluate(settled)
  const file = `${journey.browser.engine}-landing-${theme}.png`
  await journey.browser.screenshot(join(journey.artifactsDir, file))
}

/**
 * The toggle switches the theme and saves it; a reload paints the saved theme before any of
 * the app's code has run (no flash of the other one). A screenshot of the landing page is
 * kept in each theme.
 */
export async function themeToggleIsKeptWithoutFlash(journey: Journey): Promise<void> {
  const { browser } = journey
  await forgetVisitor(journey)
  await openWithCodeHeld(journey, HOME.es)
  await waitForHydration(journey, THEME_TOGGLE)
  const system = await browser.evaluate(systemTheme)
  const chosen: Theme = system === 'dark' ? 'light' : 'dark'
  expect(await browser.evaluate(paintedTheme)).toEqual(expected(system))
  await keepScreenshot(journey, system)

  await browser.click(THEME_TOGGLE)
  await expectPage(journey, expected(chosen), paintedTheme)
  await expectPage(journey, String(chosen === 'dark'), attributeOf, THEME_TOGGLE, 'aria-pressed')
  expect(await browser.evaluate(storedValue, STORAGE.theme)).toBe(chosen)

  await reloadWithCodeHeld(journey, async () => {
    expect(await browser.evaluate(paintedTheme), 'before the app runs').toEqual(expected(chosen))
  })
  await waitForHydration(journey, THEME_TOGGLE)
  expect(await browser.evaluate(paintedTheme)).toEqual(expected(chosen))
  await expectPage(journey, String(chosen === 'dark'), attributeOf, THEME_TOGGLE, 'aria-pressed')
  await keepScreenshot(journey, chosen)
}
