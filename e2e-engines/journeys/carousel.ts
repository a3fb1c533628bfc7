import { expect } from 'vitest'
import { AUTOPLAY_DELAY_MS } from '../../packages/bifolio/src/sections/projects/carousel-state'
import { format, HOME, projects, WORDS } from '../../e2e/support/words'
import {
  expectPage,
  forgetVisitor,
  openWithCodeHeld,
  waitForHydration,
  type Journey,
} from './journey'
import { attribute, CAROUSEL } from './selectors'

const t = WORDS.es.projects.carousel
const control = (label: string) => `${CAROUSEL} button${attribute('aria-label', label)}`
const bulletLabels = projects.map((_, index) => format(t.goTo, { n: index + 1 }))

/** The 1-based slide whose bullet is marked current, or null. */
function currentSlide(carousel: string, labels: string[]): number | null {
  const index = labels.findIndex(
    (label) =>
      document
        .querySelector(carousel)
        ?.querySelector(`button[aria-label="${label}"]`)
        ?.getAttribute('aria-current') === 'true',
  )
  return index < 0 ? null : index + 1
}

/** A point of the window over the page's margin: not on the carousel, nor on a control. */
function pointOffCarousel(carousel: string): { x: number; y: number } {
  const deck = document.querySelector(carousel)
  const candidates = [0.5, 0.25, 0.75].map((share) => ({ x: 4, y: window.innerHeight * share }))
  const free = candidates.find(({ x, y }) => {
    const under = document.elementFromPoint(x, y)
    return under !== null && !deck?.contains(under) && !under.closest('a, button, input')
  })
  if (!free) throw new Error('no point of the window is off the carousel')
  return free
}

/** Neither the pointer nor the focus stays on the carousel: both would pause it as well. */
async function leaveCarousel({ browser }: Journey): Promise<void> {
  const { x, y } = await browser.evaluate(pointOffCarousel, CAROUSEL)
  await browser.movePointer(x, y)
  await browser.evaluate(() => (document.activeElement as HTMLElement | null)?.blur())
}

/**
 * At a wide window the carousel's pause control holds it still, play resumes it, and next and
 * previous step through the projects.
 */
export async function carouselPausesAndSteps(journey: Journey): Promise<void> {
  const { browser } = journey
  const slide = () => browser.evaluate(currentSlide, CAROUSEL, bulletLabels)
  await forgetVisitor(journey)
  await openWithCodeHeld(journey, HOME.es)
  // The projects' code comes as a visitor nears them.
  await browser.evaluate(
    (carousel: string) => document.querySelector(carousel)?.scrollIntoView({ block: 'center' }),
    CAROUSEL,
  )
  await waitForHydration(journey, control(t.pause))

  await browser.click(control(t.pause))
  await waitForHydration(journey, control(t.play))
  await leaveCarousel(journey)
  const paused = await slide()
  expect(paused).not.toBeNull()
  // Longer than a turn of autoplay, in real time: the page's own clock is not under test here.
  await new Promise((resolve) => setTimeout(resolve, AUTOPLAY_DELAY_MS + 500))
  expect(await slide()).toBe(paused)

  const start = paused ?? 1
  const after = (n: number) => (n % projects.length) + 1
  await browser.click(control(t.next))
  await expectPage(journey, after(start), currentSlide, CAROUSEL, bulletLabels)
  await browser.click(control(t.previous))
  await expectPage(journey, start, currentSlide, CAROUSEL, bulletLabels)

  await browser.click(control(t.play))
  await waitForHydration(journey, control(t.pause))
  await leaveCarousel(journey)
  await expect.poll(slide, { timeout: AUTOPLAY_DELAY_MS * 2, interval: 100 }).toBe(after(start))
}
