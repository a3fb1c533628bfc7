import type { Locator } from '@playwright/test'

/**
 * Clicks a link in the page and records window.scrollY on every animation frame for
 * `windowMs`. An instant jump shows one new position; a smooth scroll shows many.
 */
export async function scrollPositionsAfterClick(link: Locator, windowMs = 1200): Promise<number[]> {
  return link.evaluate(async (element, ms) => {
    const positions = [Math.round(window.scrollY)]
    ;(element as HTMLElement).click()
    const end = performance.now() + ms
    while (performance.now() < end) {
      await new Promise((resolve) => requestAnimationFrame(resolve))
      const y = Math.round(window.scrollY)
      if (y !== positions[positions.length - 1]) positions.push(y)
    }
    return positions
  }, windowMs)
}
