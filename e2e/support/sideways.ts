import { expect, test, type Page } from '@playwright/test'
import { resizePage } from './open-page'
import { waitForPageSettled } from './settled'
import { SMALLEST } from './viewports'

/**
 * What the check adds to the test it is part of: a resize, the parts drawn at the new width
 * and a walk over every element, a few seconds on a busy 2-core machine.
 */
const CHECK_TIMEOUT_MS = 10_000

/**
 * At 320 px, the narrowest phone the layout is made for, the page is no wider than the window:
 * a long word, line of code or table wraps or scrolls in its own box, not the page. Checked on
 * a page a spec has already loaded for its own checks, so each page loads once; the page gets
 * its size back afterwards.
 */
export async function expectNothingScrollsSideways(page: Page): Promise<void> {
  test.setTimeout(test.info().timeout + CHECK_TIMEOUT_MS)
  await test.step(`at ${SMALLEST.width} px nothing scrolls sideways`, async () => {
    const size = page.viewportSize()
    // What the page loads by itself (its late stylesheet, the parts below the first screen) is
    // what can widen it.
    await waitForPageSettled(page)
    await resizePage(page, SMALLEST)
    const overflow = await page.evaluate(() => {
      const width = window.innerWidth
      // Boxes, or content inside boxes (text too), reaching past the right edge, unless a box
      // between them and the page scrolls them.
      const wider = [...document.querySelectorAll<HTMLElement>('body *')]
        .filter((element) => {
          const box = element.getBoundingClientRect()
          return element.clientWidth > 1 && box.left + element.scrollWidth > width + 0.5
        })
        .filter((element) => getComputedStyle(element).overflowX === 'visible')
        .slice(-5)
        .map((element) => {
          const name = `${element.tagName.toLowerCase()}.${[...element.classList].join('.')}`
          const reach = element.getBoundingClientRect().left + element.scrollWidth
          return `${name} reaches ${Math.round(reach)}`
        })
      return { page: document.documentElement.scrollWidth, window: width, wider }
    })
    expect(
      overflow.page,
      `wider than the window: ${overflow.wider.join(', ')}`,
    ).toBeLessThanOrEqual(overflow.window)
    if (size) await page.setViewportSize(size)
  })
}
