import type { Locator } from '@playwright/test'

/**
 * Clicks a link to a section and records where that section's top is on screen on every
 * animation frame for `windowMs`. An instant jump shows one new position; a smooth scroll
 * shows many. (Not window.scrollY: when a section above is laid out late, the browser's scroll
 * anchoring changes scrollY to keep what is on screen still, which the visitor does not see.)
 */
export async function sectionPositionsAfterClick(
  link: Locator,
  windowMs = 1200,
): Promise<number[]> {
  return link.evaluate(async (element, ms) => {
    const id = (element.getAttribute('href') ?? '').replace(/^#/, '')
    const target = document.getElementById(id)
    if (!target) throw new Error(`the link points to no section: ${id}`)
    const onScreen = () => Math.round(target.getBoundingClientRect().top)
    const positions = [onScreen()]
    ;(element as HTMLElement).click()
    const end = performance.now() + ms
    while (performance.now() < end) {
      await new Promise((resolve) => requestAnimationFrame(resolve))
      const y = onScreen()
      if (y !== positions[positions.length - 1]) positions.push(y)
    }
    return positions
  }, windowMs)
}
