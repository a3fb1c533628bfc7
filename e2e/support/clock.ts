import type { Page } from '@playwright/test'

/**
 * Freezes the page clock (installed before navigation) an hour ahead. Every timer already
 * due fires once at the new time, so a running autoplay restarts its 4000 ms from here and
 * nothing else happens until the test advances the clock.
 */
export async function freezeClock(page: Page): Promise<void> {
  const now = await page.evaluate(() => Date.now())
  await page.clock.pauseAt(now + 3_600_000)
}
