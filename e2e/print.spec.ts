import { expect, test } from '@playwright/test'
import { HOME, LANGS, projects, SHOWN_SECTIONS, WORDS } from './support/words'

/** What a prospective client reads on screen, which a printed CV leaves out. */
const SCREEN_ONLY: readonly string[] = ['services', 'testimonials', 'blog']

/** Pages in a PDF Chromium wrote: one `/Type /Page` object each (`/Pages` is the tree). */
const pageCount = (pdf: Buffer) =>
  pdf.toString('latin1').match(/\/Type\s*\/Page(?!s)/g)?.length ?? 0

test.describe('print', () => {
  for (const lang of LANGS) {
    test(`the ${lang} page prints as a CV of at most two A4 pages with every project`, async ({
      page,
    }) => {
      await page.goto(HOME[lang])
      await page.emulateMedia({ media: 'print' })
      // No chrome or form on paper; every project from the list, none hidden in a deck.
      await expect(page.getByRole('navigation').first()).toBeHidden()
      await expect(page.getByTestId('contact-form')).toBeHidden()
      await expect(
        page.getByRole('button', { name: WORDS[lang].projects.carousel.next }),
      ).toBeHidden()
      const list = page.getByTestId('project-list')
      for (const project of projects)
        await expect(list.getByText(project.words[lang].title, { exact: true })).toBeVisible()
      // Every section the owner shows is drawn, those far from the screen's viewport too.
      for (const id of SHOWN_SECTIONS.filter((shown) => !SCREEN_ONLY.includes(shown)))
        await expect(page.locator(`[id="${id}"]`)).toBeVisible()
      const pdf = await page.pdf({ format: 'A4', printBackground: true })
      expect(pageCount(pdf)).toBeGreaterThanOrEqual(1)
      expect(pageCount(pdf)).toBeLessThanOrEqual(2)
    })
  }
})
