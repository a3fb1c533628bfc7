import { readFileSync } from 'node:fs'
import { posix } from 'node:path'
import { expect, test, type Page } from '@playwright/test'
import type { SectionId } from '../packages/bifolio/src/content/types'
import { activeSlide, carouselOf } from './support/carousel'
import { freezeClock } from './support/clock'
import { contactForm, VALID_MESSAGE } from './support/contact-form'
import { chunkOf } from './support/chunks'
import { holdTheCode } from './support/hold-code'
import { WIDE } from './support/viewports'
import { HOME, isShown, projects, WORDS } from './support/words'

/**
 * A press or keystroke made on the landing page before the code of the part it lands on has
 * come is kept: for the page's own code, which wakes with the page, and for one part of each
 * island mode the page-parts table declares. Each case holds its part's chunk back, acts on the
 * prerendered HTML, lets the chunk come and checks the result.
 */

/** The page-parts table's islands, `id: { mode, loader: () => import(path) }`, as declared. */
const TABLE = readFileSync(
  new URL('../packages/bifolio/src/app/page-parts.ts', import.meta.url),
  'utf8',
)
const ISLANDS = [
  ...TABLE.matchAll(/'?([\w-]+)'?: \{\s*mode: '(\w+)',\s*loader: \(\) => import\('([^']+)'\)/g),
].flatMap(([, id = '', mode = '', path = '']) =>
  mode === 'static' ? [] : [{ id, mode, chunk: posix.join('src/app', path) }],
)

interface Case {
  /** The carousel's autoplay must wait: the clock is installed before the page loads. */
  stillClock?: boolean
  /** What the visitor does on the prerendered part, while its code is held back. */
  act: (page: Page) => Promise<void>
  /** What shows that it took effect once the code came. */
  check: (page: Page) => Promise<void>
}

/** What a visitor presses or types in each island the spec knows, by the part's id. */
const CASES: Record<string, Case> = {
  projects: {
    stillClock: true,
    act: async (page) => {
      // No autoplay: only the press may turn the carousel.
      await freezeClock(page)
      const next = WORDS.en.projects.carousel.next
      await carouselOf(page).getByRole('button', { name: next, exact: true }).click()
    },
    check: async (page) => expect.poll(() => activeSlide(carouselOf(page), 'en')).toBe(2),
  },
  // The form replays nothing: what was typed stays, and the form takes it as its own.
  contact: {
    act: async (page) => {
      const { field } = contactForm(page, 'en')
      await field('name').fill(VALID_MESSAGE.name)
    },
    check: async (page) => {
      const { form, field, send } = contactForm(page, 'en')
      await expect(form).toHaveAttribute('data-hydrated', 'true')
      // Sent half-filled, the form draws its errors anew: the typed name is still its value.
      await send.click()
      await expect(field('email')).toHaveAttribute('aria-invalid', 'true')
      await expect(field('name')).toHaveValue(VALID_MESSAGE.name)
      await expect(field('name')).not.toHaveAttribute('aria-invalid')
    },
  },
}

test.describe('a press made before its part wakes takes effect', () => {
  test.use({ viewport: WIDE })

  test('the spec knows a case for every island mode the table declares', () => {
    const modes = new Set(ISLANDS.map((island) => island.mode))
    expect(modes.size).toBeGreaterThan(0)
    for (const mode of modes) {
      const known = ISLANDS.filter((island) => island.mode === mode && island.id in CASES)
      expect(known, `no case for a part of mode ${mode}`).not.toEqual([])
    }
  })

  test('the page’s own code: the theme toggle', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light' })
    const release = await holdTheCode(page)
    await page.goto(HOME.en, { waitUntil: 'domcontentloaded' })
    await page.getByTestId('theme-toggle').click()
    release()
    await expect(page.locator('html')).toHaveClass(/(^|\s)dark(\s|$)/)
    await expect(page.getByTestId('theme-toggle')).toHaveAttribute('aria-pressed', 'true')
  })

  for (const { id, mode, chunk } of ISLANDS.filter((island) => island.id in CASES)) {
    test(`a ${mode} island: ${id}`, async ({ page }) => {
      test.skip(!isShown(id as SectionId), `the owner shows no ${id} section`)
      test.skip(id === 'projects' && projects.length < 2, 'the carousel turns between two')
      const part = CASES[id]
      if (!part) return
      const chunkRequested = page.waitForRequest(chunkOf(chunk))
      const release = await holdTheCode(page, chunkOf(chunk))
      if (part.stillClock) await page.clock.install()
      await page.goto(`${HOME.en}#${id}`, { waitUntil: 'domcontentloaded' })
      // The part is in view, so its code is asked for, and held.
      await chunkRequested
      await part.act(page)
      release()
      await part.check(page)
    })
  }
})
