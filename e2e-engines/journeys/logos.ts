import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { expect } from 'vitest'
import { drawnShare, inkIn, shapeDifference, type Box } from '../../e2e/support/ink'
import { SKILL_LOGOS } from '../../e2e/support/logos'
import { HOME } from '../../e2e/support/words'
import { forgetVisitor, type Journey } from './journey'

/**
 * Brings the first logo to the middle of the window and waits for the logo file and two
 * frames, so a screenshot shows the logos drawn; answers each logo's box and the window's
 * width, which the screenshot's pixels are scaled by. The sections on the way are laid out as
 * they near the window (`content-visibility: auto`) and change height, and an engine without
 * scroll anchoring (WebKit) leaves the logo elsewhere: it is brought back until it stays in the
 * middle.
 */
async function logosInView(selectors: string[]): Promise<{ boxes: Box[]; width: number }> {
  const elements = selectors.map((selector) => document.querySelector(`#skills ${selector}`))
  const loaded = () =>
    performance.getEntriesByType('resource').some((entry) => entry.name.includes('/logos-'))
  const frames = () =>
    new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)))
  const middleOf = (element: Element | null | undefined) => {
    const box = element?.getBoundingClientRect()
    return box ? box.top + box.height / 2 : Number.NaN
  }
  for (let tries = 0; tries < 20; tries += 1) {
    elements[0]?.scrollIntoView({ block: 'center', behavior: 'instant' })
    await frames()
    if (Math.abs(middleOf(elements[0]) - window.innerHeight / 2) < 2) break
  }
  for (let tries = 0; !loaded() && tries < 200; tries += 1) {
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  await frames()
  await new Promise((resolve) => setTimeout(resolve, 300))
  const boxes = elements.map((element) => {
    const { x, y, width, height } = element?.getBoundingClientRect() ?? new DOMRect()
    return { x, y, width, height }
  })
  return { boxes, width: window.innerWidth }
}

/** The skills' logos (CSS masks of one file, src/ui/icon-sets.ts) are drawn, each its own. */
export async function logosAreDrawn(journey: Journey): Promise<void> {
  const { browser } = journey
  await forgetVisitor(journey)
  await browser.open(`${journey.site.origin}${HOME.en}`)
  const file = join(journey.artifactsDir, `${browser.engine}-logos.png`)
  // A logo covers some of its box: not none of it (an empty box), not all (a plain square).
  const [least, most] = [0.1, 0.95]
  const drawn = (map: boolean[] | undefined) =>
    drawnShare(map ?? []) > least && drawnShare(map ?? []) < most
  // A busy machine can take a few frames more to paint a mask whose file has come: looked at
  // again, up to a few seconds, before the logos count as not drawn.
  let maps: (boolean[] | undefined)[] = []
  for (let look = 0; look < 10 && !(maps.length === 2 && maps.every(drawn)); look += 1) {
    const { boxes, width } = await browser.evaluate(logosInView, SKILL_LOGOS)
    await browser.screenshot(file)
    const screenshot = await readFile(file)
    maps = await Promise.all(boxes.map((box) => inkIn(screenshot, box, width)))
  }
  const [one, other] = maps
  for (const map of [one, other]) {
    expect(drawnShare(map ?? []), 'a logo, not an empty box').toBeGreaterThan(least)
    expect(drawnShare(map ?? []), 'a logo, not a plain square').toBeLessThan(most)
  }
  expect(shapeDifference(one ?? [], other ?? []), 'two logos, two shapes').toBeGreaterThan(0.1)
}
