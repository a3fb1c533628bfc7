import { expect, test, type Page } from '@playwright/test'
import { expectNoAxeViolations } from './support/axe'
import {
  contactForm,
  fillForm,
  liveContactForm,
  toast,
  VALID_MESSAGE,
} from './support/contact-form'
import { NARROW, WIDE } from './support/viewports'
import {
  articleUrl,
  caseStudyIn,
  FIRST_LANG,
  homeIn,
  LANGS,
  posts,
  projectsIndexIn,
  SECOND_LANG,
  SITE_LANGS,
  siteProjects,
  siteWords,
  socialLinks,
  type Lang,
} from './support/words'
import { openPage as open, resizePage, type Theme } from './support/open-page'

const WIDTHS = `${NARROW.width} and ${WIDE.width} px`

/**
 * Axe on a page as it is, then again once it has grown to the desktop's width: one load serves
 * both widths, as loading a page with its lazy parts takes about as long as axe's run over it.
 */
async function expectNoAxeViolationsAtEachWidth(page: Page): Promise<void> {
  // Two runs of axe, each a few seconds on a busy machine: twice a test's time.
  test.setTimeout(test.info().timeout * 2)
  await test.step(`axe at ${NARROW.width} px`, () => expectNoAxeViolations(page))
  await resizePage(page, WIDE)
  await test.step(`axe at ${WIDE.width} px`, () => expectNoAxeViolations(page))
}

test.describe('axe: zero WCAG 2.2 A/AA violations', () => {
  for (const lang of SITE_LANGS) {
    for (const theme of ['light', 'dark'] as const) {
      test(`${lang}, ${theme}, ${WIDTHS}`, async ({ page }) => {
        await open(page, homeIn(lang), theme, NARROW)
        await expect(page.locator('html')).toHaveClass(new RegExp(`(^|\\s)${theme}(\\s|$)`))
        await expectNoAxeViolationsAtEachWidth(page)
      })
    }
  }

  // The articles' pages where the owner has articles: the index, and an article of each language.
  const firstIn = (lang: Lang) => posts.find((post) => post.locale === lang)
  const articlePages =
    posts.length === 0
      ? []
      : [
          { name: 'articles index', path: `${homeIn(FIRST_LANG)}blog/`, lang: FIRST_LANG },
          ...LANGS.flatMap((lang) => {
            const post = firstIn(lang)
            return post
              ? [{ name: `${lang} article`, path: articleUrl(lang, post.slug), lang }]
              : []
          }),
        ]
  const pages: ReadonlyArray<{ name: string; path: string; lang: string }> = [
    {
      name: 'case study',
      path: caseStudyIn(FIRST_LANG, siteProjects[0]?.slug ?? ''),
      lang: FIRST_LANG,
    },
    { name: 'projects index', path: projectsIndexIn(SECOND_LANG), lang: SECOND_LANG },
    ...articlePages,
  ]
  for (const { name, path, lang } of pages) {
    for (const theme of ['light', 'dark'] as const) {
      test(`${name} (${path}), ${theme}, ${WIDTHS}`, async ({ page }) => {
        await open(page, path, theme, NARROW)
        await expect(page.locator('html')).toHaveClass(new RegExp(`(^|\\s)${theme}(\\s|$)`))
        await expect(page.getByRole('main').getByText(siteWords(lang).loading)).toHaveCount(0)
        await expectNoAxeViolationsAtEachWidth(page)
      })
    }
  }

  const dialogs = [
    { path: `${homeIn(FIRST_LANG)}privacy`, lang: FIRST_LANG, page: 'privacy', theme: 'light' },
    { path: `${homeIn(SECOND_LANG)}imprint`, lang: SECOND_LANG, page: 'imprint', theme: 'dark' },
  ] as const
  for (const legal of dialogs) {
    test(`legal dialog open: ${legal.path}, ${legal.theme}`, async ({ page }) => {
      await open(page, legal.path, legal.theme)
      await expect(
        page.getByRole('dialog', { name: siteWords(legal.lang).legal[legal.page].title }),
      ).toBeVisible()
      await expectNoAxeViolations(page)
    })
  }

  const errorCases: Array<{ lang: string; theme: Theme }> = [
    { lang: FIRST_LANG, theme: 'dark' },
    { lang: SECOND_LANG, theme: 'light' },
  ]
  for (const { lang, theme } of errorCases) {
    test(`form showing its errors: ${lang}, ${theme}`, async ({ page }) => {
      await open(page, `${homeIn(lang)}#contact`, theme, NARROW)
      const form = await liveContactForm(page, lang)
      await form.send.click()
      await expect(form.field('name')).toHaveAttribute('aria-invalid', 'true')
      await expectNoAxeViolations(page)
    })
  }

  test(`toast visible: ${FIRST_LANG}, dark`, async ({ page }) => {
    // The whole landing page loaded, a message filled in and sent, then axe over all of it:
    // 22 to 36 s on a busy 2-core machine, past a test's 30 s.
    test.slow()
    await open(page, `${homeIn(FIRST_LANG)}#contact`, 'dark')
    await page.route('**/api/contact', (route) => route.fulfill({ status: 500, body: '' }))
    const form = contactForm(page, FIRST_LANG)
    await fillForm(page, FIRST_LANG, VALID_MESSAGE)
    await form.consent.check()
    await form.send.click()
    const { failed: failedText } = siteWords(FIRST_LANG).contact
    const failed = toast(page, failedText)
    await expect(failed).toBeVisible()
    // A hovered toast holds its 5000 ms timer, so it stays up however long the audit takes.
    await failed.getByText(failedText).hover()
    await expectNoAxeViolations(page)
    await expect(failed).toBeVisible()
  })

  for (const { lang, theme, viewport } of [
    { lang: SECOND_LANG, theme: 'dark', viewport: WIDE },
    { lang: FIRST_LANG, theme: 'light', viewport: NARROW },
  ] as const) {
    test(`floating menu expanded: ${lang}, ${theme}, ${viewport.width} px`, async ({ page }) => {
      await open(page, homeIn(lang), theme, viewport)
      const menu = page.getByTestId('floating-menu')
      await menu.hover()
      // The owner's first quick link: a profile, or the e-mail every owner has.
      const first = menu.getByRole('link', {
        name: siteWords(lang).social[socialLinks[0]?.id ?? 'mail'],
      })
      await expect(first).toBeVisible()
      await expectNoAxeViolations(page)
      await expect(first).toBeVisible()
    })
  }

  for (const { lang, theme } of [
    { lang: FIRST_LANG, theme: 'light' },
    { lang: SECOND_LANG, theme: 'dark' },
  ] as const) {
    test(`404 page: ${lang}, ${theme}`, async ({ page }) => {
      await open(page, `${homeIn(lang)}missing-page`, theme)
      await expect(page.getByText(siteWords(lang).notFound.title)).toBeVisible()
      await expectNoAxeViolations(page)
    })
  }
})
