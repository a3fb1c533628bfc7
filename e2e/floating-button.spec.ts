/**
 * The floating theme button stays over the page as it scrolls, so the page leaves it room: the
 * end of every page scrolls clear of it, and a field reached by keyboard or tap is scrolled
 * clear of it too (WCAG 2.4.11, focus not obscured).
 */
import { expect, test, type Locator, type Page } from '@playwright/test'
import { liveContactForm } from './support/contact-form'
import { waitForPageSettled } from './support/settled'
import { NARROW, WIDE } from './support/viewports'
import { caseStudyUrl, HOME, projects } from './support/words'

type Box = { x: number; y: number; width: number; height: number }

async function boxOf(locator: Locator): Promise<Box> {
  const box = await locator.boundingBox()
  if (!box) throw new Error(`${locator.toString()} has no box`)
  return box
}

/** How many px of `a` and `b` overlap, across and down: zero when they do not. */
function overlap(a: Box, b: Box): { across: number; down: number } {
  const across = Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x)
  const down = Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y)
  return across > 0 && down > 0 ? { across, down } : { across: 0, down: 0 }
}

/** The last line of text the page has, as a box: what a visitor reads last. */
async function lastLine(page: Page): Promise<Box> {
  return page.evaluate(() => {
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
    let last: Box | undefined
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement
      if (!node.textContent?.trim() || !parent || parent.closest('[aria-hidden="true"], nav'))
        continue
      const style = getComputedStyle(parent)
      if (style.position === 'fixed' || style.visibility === 'hidden') continue
      const range = document.createRange()
      range.selectNodeContents(node)
      const rects = [...range.getClientRects()].filter((rect) => rect.width > 0)
      const rect = rects[rects.length - 1]
      if (rect && (!last || rect.bottom >= last.y + last.height))
        last = { x: rect.x, y: rect.y, width: rect.width, height: rect.height }
    }
    if (!last) throw new Error('the page has no text')
    return last
  })
}

const [project] = projects

for (const viewport of [NARROW, WIDE]) {
  const pages = [HOME.es, HOME.en, ...(project ? [caseStudyUrl('en', project.slug)] : [])]
  for (const path of pages) {
    test(`at ${viewport.width} px the end of ${path} scrolls clear of the floating button`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport)
      await page.goto(path)
      await waitForPageSettled(page)
      await page.evaluate(() =>
        window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' }),
      )
      const button = await boxOf(page.getByTestId('theme-toggle'))
      expect(overlap(await lastLine(page), button)).toEqual({ across: 0, down: 0 })
    })
  }
}

test('at 390 px a form field that gets focus is scrolled clear of the floating button', async ({
  page,
}) => {
  await page.setViewportSize(NARROW)
  await page.goto(HOME.en)
  await waitForPageSettled(page)
  // The form's code comes as the visitor nears it; its field is aligned once it is alive.
  const email = (await liveContactForm(page, 'en')).field('email')
  const toggle = page.getByTestId('theme-toggle')
  // The field just above the bottom bar, where the floating button sits: on screen, but under
  // it. Sections above it take their real height as they come into view, so align it again
  // until it stays.
  const button = await boxOf(toggle)
  await expect
    .poll(() =>
      email.evaluate((field, bottom) => {
        const off = field.getBoundingClientRect().bottom - bottom
        window.scrollBy({ top: off, behavior: 'instant' })
        return Math.abs(Math.round(off))
      }, button.y + button.height),
    )
    .toBe(0)
  expect(overlap(await boxOf(email), button).down).toBeGreaterThan(0)
  await email.focus()
  await expect(email).toBeFocused()
  // Where the page comes to rest: the scroll to the field is smooth unless motion is reduced.
  await expect
    .poll(async () => overlap(await boxOf(email), await boxOf(toggle)))
    .toEqual({ across: 0, down: 0 })
})
