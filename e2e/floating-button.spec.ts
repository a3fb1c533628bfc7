/**
 * The floating theme button stays over the page as it scrolls, so the page leaves it room: the
 * end of every page scrolls clear of it, and a field reached by keyboard or tap is scrolled
 * clear of it too (WCAG 2.4.11, focus not obscured).
 */
import { expect, test, type Locator, type Page } from '@playwright/test'
import { liveContactForm } from './support/contact-form'
import { resizePage } from './support/open-page'
import { waitForPageSettled } from './support/settled'
import { NARROW, WIDE } from './support/viewports'
import { textDirection } from '../packages/bifolio/src/i18n/text-direction'
import { caseStudyUrl, FIRST_LANG, HOME, homeIn, projects, SITE_LANGS } from './support/words'

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

const pages = [HOME.es, HOME.en, ...(project ? [caseStudyUrl('en', project.slug)] : [])]
for (const path of pages) {
  test(`at ${NARROW.width} and ${WIDE.width} px the end of ${path} scrolls clear of the floating button`, async ({
    page,
  }) => {
    await page.setViewportSize(NARROW)
    await page.goto(path)
    await waitForPageSettled(page)
    for (const viewport of [NARROW, WIDE]) {
      // One load for both widths: the page grows to the next one in place.
      await resizePage(page, viewport)
      await page.evaluate(() =>
        window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' }),
      )
      const button = await boxOf(page.getByTestId('theme-toggle'))
      expect(overlap(await lastLine(page), button), `at ${viewport.width} px`).toEqual({
        across: 0,
        down: 0,
      })
    }
  })
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

/**
 * What the floating button covers where the page rests: the controls and cards found under
 * points across its face, as `tag.class` names. A point that fixed chrome (the bottom bar)
 * covers as well is no loss of the button's: nothing of the page can be read there anyway.
 */
function coveredByTheButton(): string[] {
  const toggle = document.querySelector('[data-testid="theme-toggle"]')
  const menu = document.querySelector('[data-testid="floating-menu"]')
  if (!toggle || !menu) throw new Error('the page has no floating button')
  const isFixed = (element: Element): boolean => {
    for (let at: Element | null = element; at; at = at.parentElement)
      if (getComputedStyle(at).position === 'fixed') return true
    return false
  }
  const isControl = (element: Element) =>
    element.matches(
      'a[href], button, input, select, textarea, summary, label, [tabindex]:not([tabindex="-1"])',
    )
  // A card: an article, or a box drawn apart from the page by a shadow or a border.
  const isCard = (element: Element) => {
    if (element.matches('article')) return true
    const style = getComputedStyle(element)
    return style.boxShadow !== 'none' || parseFloat(style.borderTopWidth) > 0
  }
  const face = toggle.getBoundingClientRect()
  const covered = new Set<string>()
  for (const across of [0.15, 0.5, 0.85])
    for (const down of [0.15, 0.5, 0.85]) {
      const stack = document
        .elementsFromPoint(face.left + face.width * across, face.top + face.height * down)
        .filter((element) => !menu.contains(element))
      if (stack.some(isFixed)) continue
      for (const element of stack)
        if (isControl(element) || isCard(element))
          covered.add(`${element.localName}.${[...element.classList].join('.')}`)
    }
  return [...covered]
}

test('at 390 px, wherever each part of the page rests, the floating button covers no control or card', async ({
  page,
}) => {
  test.setTimeout(120_000)
  await page.setViewportSize(NARROW)
  await page.goto(HOME.en)
  await waitForPageSettled(page)
  await expect(page.getByTestId('theme-toggle')).toBeInViewport()
  // The top of the page first, where a visitor arrives.
  expect(await page.evaluate(coveredByTheButton), 'the top of the page').toEqual([])
  const parts = await page
    .locator('main section[id]')
    .evaluateAll((sections) => sections.map((section) => section.id))
  expect(parts.length).toBeGreaterThan(0)
  for (const id of parts) {
    // Where a link to the part brings it, then a half screen further each time until its end.
    const part = page.locator(`[id="${id}"]`)
    await part.evaluate((element) =>
      element.scrollIntoView({ block: 'start', behavior: 'instant' }),
    )
    for (;;) {
      // Sections take their real height as they come into view: let the page settle first.
      await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => done(null))))
      const covered = await page.evaluate(coveredByTheButton)
      const scrollY = await page.evaluate(() => Math.round(window.scrollY))
      expect(covered, `#${id} at ${scrollY} px`).toEqual([])
      const isAtItsEnd = await part.evaluate(
        (element) =>
          element.getBoundingClientRect().bottom <= window.innerHeight ||
          window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 1,
      )
      if (isAtItsEnd) break
      await page.evaluate(() =>
        window.scrollBy({ top: window.innerHeight / 2, behavior: 'instant' }),
      )
    }
  }
})

interface Drawn {
  button: { x: number; y: number }
  links: Array<{ x: number; y: number; left: number; right: number; transform: string }>
}

/** Where the button and each quick link are drawn (their middles, transforms included). */
function drawn(menu: Locator): Promise<Drawn> {
  return menu.evaluate((element) => {
    const box = (drawnElement: Element) => {
      const rect = drawnElement.getBoundingClientRect()
      return {
        x: rect.x + rect.width / 2,
        y: rect.y + rect.height / 2,
        left: rect.left,
        right: rect.right,
        transform: getComputedStyle(drawnElement).transform,
      }
    }
    const toggle = element.querySelector('[data-testid="theme-toggle"]')
    if (!toggle) throw new Error('the floating menu has no button')
    return {
      button: box(toggle),
      links: [...element.querySelectorAll('.floating-menu__link')].map(box),
    }
  })
}

/** The first language, and the first written the other way where the site has one. */
const EACH_WAY = [
  ...new Set([
    FIRST_LANG,
    SITE_LANGS.find((lang) => textDirection(lang) !== textDirection(FIRST_LANG)) ?? FIRST_LANG,
  ]),
]

for (const viewport of [NARROW, WIDE]) {
  for (const lang of EACH_WAY) {
    test(`at ${viewport.width} px in ${lang} the quick links fly out of the floating button and rest whole in the window`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport)
      await page.goto(homeIn(lang))
      await waitForPageSettled(page)
      const menu = page.getByTestId('floating-menu')
      const folded = await drawn(menu)
      expect(folded.links.length).toBeGreaterThan(0)
      await menu.hover()
      await expect
        .poll(async () => (await drawn(menu)).links.map((link) => link.transform))
        .toEqual(folded.links.map(() => 'none'))
      const open = await drawn(menu)
      const distance = (point: { x: number; y: number }) =>
        Math.hypot(point.x - open.button.x, point.y - open.button.y)
      for (const [index, link] of open.links.entries()) {
        expect(link.left, `link ${index} in the window`).toBeGreaterThanOrEqual(0)
        expect(link.right, `link ${index} in the window`).toBeLessThanOrEqual(viewport.width)
        // Folded, each link waits nearer the button than where it rests: it flies out of it.
        const before = folded.links[index] ?? open.button
        expect(distance(before), `link ${index} flies out of the button`).toBeLessThan(
          distance(link),
        )
      }
    })
  }
}
