import { expect, test, type Page } from '@playwright/test'
import { contactForm } from './support/contact-form'
import { collectConsoleProblems } from './support/console-problems'
import { named } from '../packages/bifolio/src/content/named'
import { site, SHOWN_SECTIONS } from './support/content'
import {
  FIRST_LANG,
  homeIn,
  LEGAL_PAGES,
  legalPathIn,
  missingPathIn,
  projectIn,
  shownQuotes,
  SITE_LANGS,
  siteProjects,
  siteWords,
} from './support/words'
import { waitForPageSettled } from './support/settled'

const SHOWN = new Set<string>(site.sections)

/** A class on <html> while Spanish is shown, kept for outside styles; no other language has it. */
const SPANISH_ROOT_CLASS = /(^|\s)ES(\s|$)/

/**
 * Brings every lazy part and observer of the page into play and lets it settle: by then the
 * console must have shown no error or hydration warning.
 */
async function expectQuietConsole(page: Page, problems: string[]): Promise<void> {
  await waitForPageSettled(page)
  await page.evaluate(() =>
    window.scrollTo({ top: document.body.scrollHeight, behavior: 'instant' }),
  )
  await page.waitForFunction(() =>
    [...document.images].every((image) => {
      const box = image.getBoundingClientRect()
      const offScreen = box.bottom < 0 || box.top > window.innerHeight
      return image.complete || offScreen || image.getClientRects().length === 0
    }),
  )
  expect(problems, 'console errors and hydration warnings').toEqual([])
}

test.describe('routes', () => {
  for (const lang of SITE_LANGS) {
    test(`${homeIn(lang)} is the landing page in ${lang}`, async ({ page }) => {
      const t = siteWords(lang)
      await page.goto(homeIn(lang))
      await expect(page.locator('html')).toHaveAttribute('lang', lang)
      if (lang === 'es') await expect(page.locator('html')).toHaveClass(SPANISH_ROOT_CLASS)
      else await expect(page.locator('html')).not.toHaveClass(SPANISH_ROOT_CLASS)
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
      await expect(page.getByText(t.hero.description)).toBeVisible()
    })
  }

  for (const lang of SITE_LANGS)
    for (const legal of LEGAL_PAGES) {
      const path = legalPathIn(lang, legal)
      test(`${path} opens the ${legal} dialog; closing returns to ${homeIn(lang)}, and the console stays quiet`, async ({
        page,
      }) => {
        const t = siteWords(lang)
        const problems = collectConsoleProblems(page)
        await page.goto(path)
        await expect(page.locator('html')).toHaveAttribute('lang', lang)
        const dialog = page.getByRole('dialog', { name: t.legal[legal].title })
        await expect(dialog).toBeVisible()
        await expect(dialog.getByText(t.legal[legal].paragraphs[0] ?? '')).toBeVisible()
        await expect(page).toHaveTitle(`${t.legal[legal].title} · ${t.meta.title}`)
        await expect(page.locator('meta[name="description"]')).toHaveAttribute(
          'content',
          t.legal[legal].description,
        )
        // The landing page is behind it.
        await expect(page.locator('#contact')).toHaveCount(1)
        await dialog.getByRole('button', { name: t.legal.close }).click()
        await expect(dialog).toBeHidden()
        await expect(page).toHaveURL((url) => url.pathname === homeIn(lang))
        await expect(page).toHaveTitle(t.meta.title)
        await expectQuietConsole(page, problems)
      })
    }

  for (const lang of SITE_LANGS) {
    const path = missingPathIn(lang)
    test(`an unknown path (${path}) answers 404 with a link home in ${lang}, and the console stays quiet`, async ({
      page,
    }) => {
      const t = siteWords(lang)
      const problems = collectConsoleProblems(page, { expect404: true })
      const response = await page.goto(path)
      expect(response?.status()).toBe(404)
      await expect(page.locator('html')).toHaveAttribute('lang', lang)
      await expect(page.getByText(t.notFound.title)).toBeVisible()
      await expect(page.getByText(t.notFound.message)).toBeVisible()
      const home = page.getByRole('link', { name: t.notFound.backHome })
      await expect(home).toHaveAttribute('href', homeIn(lang))
      await expectQuietConsole(page, problems)
      await home.click()
      await expect(page).toHaveURL((url) => url.pathname === homeIn(lang))
    })
  }

  for (const lang of SITE_LANGS) {
    test(`real ${lang} content is in the HTML without JavaScript`, async ({ browser }) => {
      const t = siteWords(lang)
      const context = await browser.newContext({ javaScriptEnabled: false })
      const page = await context.newPage()
      await page.goto(homeIn(lang))
      await expect(page.locator('html')).toHaveAttribute('lang', lang)
      for (const id of SHOWN_SECTIONS) await expect(page.locator(`[id="${id}"]`)).toHaveCount(1)
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
      await expect(page.getByText(t.hero.description)).toBeVisible()
      for (const quote of shownQuotes(lang)) await expect(page.getByText(quote.text)).toBeVisible()
      if (SHOWN.has('projects')) {
        await expect(page.getByRole('heading', { name: t.projects.title })).toBeVisible()
        // A project not written in this language is listed in one it is written in.
        for (const project of siteProjects) {
          await expect(page.getByText(projectIn(project, lang).words.title).first()).toBeAttached()
        }
      }
      if (SHOWN.has('about-me')) {
        for (const { id } of site.aboutParagraphs) {
          await expect(
            page.getByText(named(t.about?.paragraphs ?? {}, id).description),
          ).toBeVisible()
        }
      }
      await expect(page.getByTestId('contact-form')).toBeVisible()
      await expect(contactForm(page, lang).field('email')).toBeVisible()
      await expect(page.getByText(t.loading)).toHaveCount(0)
      await context.close()
    })
  }

  for (const lang of SITE_LANGS) {
    test(`${homeIn(lang)} has ${lang} title, description, canonical, hreflang and Open Graph, and the console stays quiet`, async ({
      page,
    }) => {
      const t = siteWords(lang)
      const problems = collectConsoleProblems(page)
      await page.goto(homeIn(lang))
      await expect(page).toHaveTitle(t.meta.title)
      const head = page.locator('head')
      const pathOf = async (selector: string) => {
        const href = await head.locator(selector).getAttribute('href')
        return new URL(href ?? '').pathname
      }
      await expect(head.locator('meta[name="description"]')).toHaveAttribute(
        'content',
        t.meta.description,
      )
      expect(await pathOf('link[rel="canonical"]')).toBe(homeIn(lang))
      // Every language's landing page, and the first's as the default; a site of one has none.
      if (SITE_LANGS.length > 1) {
        for (const other of SITE_LANGS)
          expect(await pathOf(`link[rel="alternate"][hreflang="${other}"]`), other).toBe(
            homeIn(other),
          )
        expect(await pathOf('link[rel="alternate"][hreflang="x-default"]')).toBe(homeIn(FIRST_LANG))
      }
      await expect(head.locator('link[rel="alternate"][hreflang]')).toHaveCount(
        SITE_LANGS.length > 1 ? SITE_LANGS.length + 1 : 0,
      )
      await expect(head.locator('meta[property="og:title"]')).toHaveAttribute(
        'content',
        t.meta.title,
      )
      await expect(head.locator('meta[property="og:description"]')).toHaveAttribute(
        'content',
        t.meta.description,
      )
      await expectQuietConsole(page, problems)
    })
  }
})
