import { expect, test, type Page } from '@playwright/test'
import { contactForm } from './support/contact-form'
import { collectConsoleProblems } from './support/console-problems'
import { named } from '../packages/bifolio/src/content/named'
import { site, SHOWN_SECTIONS } from './support/content'
import { HOME, LANGS, LEGAL_ROUTES, projects, shownQuotes, WORDS } from './support/words'
import { waitForPageSettled } from './support/settled'

const SHOWN = new Set<string>(site.sections)

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
  test('/ is the Spanish landing page', async ({ page }) => {
    const t = WORDS.es
    await page.goto('/')
    await expect(page.locator('html')).toHaveAttribute('lang', 'es')
    await expect(page.locator('html')).toHaveClass(/(^|\s)ES(\s|$)/)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expect(page.getByText(t.hero.description)).toBeVisible()
  })

  test('/en/ is the English landing page', async ({ page }) => {
    const t = WORDS.en
    await page.goto('/en/')
    await expect(page.locator('html')).toHaveAttribute('lang', 'en')
    await expect(page.locator('html')).not.toHaveClass(/(^|\s)ES(\s|$)/)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expect(page.getByText(t.hero.description)).toBeVisible()
  })

  for (const route of LEGAL_ROUTES) {
    test(`${route.path} opens the ${route.page} dialog; closing returns to ${HOME[route.lang]}, and the console stays quiet`, async ({
      page,
    }) => {
      const t = WORDS[route.lang]
      const problems = collectConsoleProblems(page)
      await page.goto(route.path)
      await expect(page.locator('html')).toHaveAttribute('lang', route.lang)
      const dialog = page.getByRole('dialog', { name: t.legal[route.page].title })
      await expect(dialog).toBeVisible()
      await expect(dialog.getByText(t.legal[route.page].paragraphs[0] ?? '')).toBeVisible()
      await expect(page).toHaveTitle(`${t.legal[route.page].title} · ${t.meta.title}`)
      await expect(page.locator('meta[name="description"]')).toHaveAttribute(
        'content',
        t.legal[route.page].description,
      )
      // The landing page is behind it.
      await expect(page.locator('#contact')).toHaveCount(1)
      await dialog.getByRole('button', { name: t.legal.close }).click()
      await expect(dialog).toBeHidden()
      await expect(page).toHaveURL((url) => url.pathname === HOME[route.lang])
      await expect(page).toHaveTitle(t.meta.title)
      await expectQuietConsole(page, problems)
    })
  }

  for (const lang of LANGS) {
    const path = lang === 'es' ? '/no-such-page' : '/en/no-such-page'
    test(`an unknown path (${path}) answers 404 with a link home in ${lang}, and the console stays quiet`, async ({
      page,
    }) => {
      const t = WORDS[lang]
      const problems = collectConsoleProblems(page, { expect404: true })
      const response = await page.goto(path)
      expect(response?.status()).toBe(404)
      await expect(page.locator('html')).toHaveAttribute('lang', lang)
      await expect(page.getByText(t.notFound.title)).toBeVisible()
      await expect(page.getByText(t.notFound.message)).toBeVisible()
      const home = page.getByRole('link', { name: t.notFound.backHome })
      await expect(home).toHaveAttribute('href', HOME[lang])
      await expectQuietConsole(page, problems)
      await home.click()
      await expect(page).toHaveURL((url) => url.pathname === HOME[lang])
    })
  }

  for (const lang of LANGS) {
    test(`real ${lang} content is in the HTML without JavaScript`, async ({ browser }) => {
      const t = WORDS[lang]
      const context = await browser.newContext({ javaScriptEnabled: false })
      const page = await context.newPage()
      await page.goto(HOME[lang])
      await expect(page.locator('html')).toHaveAttribute('lang', lang)
      for (const id of SHOWN_SECTIONS) await expect(page.locator(`[id="${id}"]`)).toHaveCount(1)
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
      await expect(page.getByText(t.hero.description)).toBeVisible()
      for (const quote of shownQuotes(lang)) await expect(page.getByText(quote.text)).toBeVisible()
      if (SHOWN.has('projects')) {
        await expect(page.getByRole('heading', { name: t.projects.title })).toBeVisible()
        for (const project of projects) {
          await expect(page.getByText(project.words[lang].title).first()).toBeAttached()
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

  for (const lang of LANGS) {
    test(`${HOME[lang]} has ${lang} title, description, canonical, hreflang and Open Graph, and the console stays quiet`, async ({
      page,
    }) => {
      const t = WORDS[lang]
      const problems = collectConsoleProblems(page)
      await page.goto(HOME[lang])
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
      expect(await pathOf('link[rel="canonical"]')).toBe(HOME[lang])
      expect(await pathOf('link[rel="alternate"][hreflang="es"]')).toBe('/')
      expect(await pathOf('link[rel="alternate"][hreflang="en"]')).toBe('/en/')
      expect(await pathOf('link[rel="alternate"][hreflang="x-default"]')).toBe('/')
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
