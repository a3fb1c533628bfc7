import type { Page } from '@playwright/test'
import { seedStorage } from './storage'
import { WIDE } from './viewports'
import { STORAGE } from './words'
import { waitForPageSettled } from './settled'

export type Theme = 'light' | 'dark'

/** Opens a page in a theme and viewport, with every lazy part loaded. */
export async function openPage(
  page: Page,
  path: string,
  theme: Theme,
  viewport = WIDE,
): Promise<void> {
  await seedStorage(page, { [STORAGE.theme]: theme })
  await page.setViewportSize(viewport)
  await page.goto(path)
  await waitForPageSettled(page)
}

/**
 * Gives an open page another size and waits until it has taken it: the layout and what the
 * media queries' listeners redraw take a frame or two, and a part drawn only at the new width
 * may still fetch its code, so this waits until no file has arrived for a while.
 */
export async function resizePage(page: Page, viewport: { width: number; height: number }) {
  await page.setViewportSize(viewport)
  await page.evaluate(async () => {
    const QUIET_MS = 300
    const frame = () => new Promise((resolve) => requestAnimationFrame(resolve))
    const arrived = () => performance.getEntriesByType('resource').length
    let seen = -1
    while (seen !== arrived()) {
      seen = arrived()
      await frame()
      await frame()
      await new Promise((resolve) => setTimeout(resolve, QUIET_MS))
    }
  })
}
