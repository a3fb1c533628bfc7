import { expect, type Locator, type Page } from '@playwright/test'
import { AUTOPLAY_DELAY_MS } from '../../packages/bifolio/src/sections/projects/carousel-state'
import { freezeClock } from './clock'
import { WIDE } from './viewports'
import { FIRST_LANG, format, homeIn, siteProjects, siteWords } from './words'
import { waitForPageSettled } from './settled'

/** How long each card shows before the carousel turns on its own. */
export const AUTOPLAY_DELAY = AUTOPLAY_DELAY_MS

export function carouselOf(page: Page): Locator {
  return page.getByTestId('project-carousel')
}

/** The pagination bullet of slide `n` (1-based), a button or a tab. */
export function bullet(carousel: Locator, lang: string, n: number): Locator {
  const name = format(siteWords(lang).projects.carousel.goTo, { n })
  return carousel
    .getByRole('button', { name, exact: true })
    .or(carousel.getByRole('tab', { name, exact: true }))
}

/**
 * The 1-based slide whose bullet says it is the current one (aria-current, aria-selected or
 * aria-pressed, whichever pattern the carousel uses), or null when no bullet says so.
 */
export async function activeSlide(carousel: Locator, lang: string): Promise<number | null> {
  for (let n = 1; n <= siteProjects.length; n += 1) {
    const attributes = await bullet(carousel, lang, n).evaluateAll((nodes) =>
      nodes.map((node) =>
        ['aria-current', 'aria-selected', 'aria-pressed'].some((a) => {
          const value = node.getAttribute(a)
          return value !== null && value !== 'false'
        }),
      ),
    )
    if (attributes.some(Boolean)) return n
  }
  return null
}

/** Takes the pointer and the focus off the carousel so neither pauses it. */
export async function leaveCarousel(page: Page): Promise<void> {
  await page.mouse.move(1, 1)
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur())
}

/**
 * Opens the landing page at 1440 px with the page clock installed, brings the carousel into
 * view (its code comes as the visitor nears it), waits until the moving deck has taken over
 * from the prerendered still one on slide 1, then freezes the clock: a deck whose code came
 * after the freeze would start its timers late, at a frozen time.
 */
export async function openCarousel(page: Page, lang = FIRST_LANG): Promise<void> {
  await page.setViewportSize(WIDE)
  await page.clock.install()
  await page.goto(homeIn(lang))
  await waitForPageSettled(page)
  // The still deck gives way to the moving one when its code arrives (at once where the
  // projects sit near the top): whichever is there is brought into view until it is the moving one.
  await expect(async () => {
    await carouselOf(page).evaluate((deck) => deck.scrollIntoView({ block: 'nearest' }))
    await expect(carouselOf(page)).toHaveAttribute('data-moving', { timeout: 1000 })
  }).toPass()
  await expect.poll(() => activeSlide(carouselOf(page), lang)).toBe(1)
  await freezeClock(page)
}

/** Long enough for the page to paint a frame on the frozen clock. */
const ONE_FRAME_MS = 50

/**
 * Advances the frozen clock by `ms` and checks which slide the carousel then shows; then lets
 * one frame run, after which the card it shows is the one keyboards and screen readers reach.
 */
export async function expectSlideAfter(
  page: Page,
  ms: number,
  slide: number,
  lang = FIRST_LANG,
): Promise<void> {
  await page.clock.runFor(ms)
  await expect.poll(() => activeSlide(carouselOf(page), lang)).toBe(slide)
  await page.clock.runFor(ONE_FRAME_MS)
}
