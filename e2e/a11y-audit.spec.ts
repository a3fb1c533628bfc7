import { expect, test } from '@playwright/test'
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
  BLOG_INDEX,
  caseStudyUrl,
  HOME,
  posts,
  LANGS,
  PROJECTS_INDEX,
  projects,
  socialLinks,
  WORDS,
  type Lang,
} from './support/words'
import { openPage as open, type Theme } from './support/open-page'

test.describe('axe: zero WCAG 2.2 A/AA violations', () => {
  for (const lang of LANGS) {
    for (const theme of ['light', 'dark'] as const) {
      for (const viewport of [NARROW, WIDE]) {
        test(`${lang}, ${theme}, ${viewport.width} px`, async ({ page }) => {
          await open(page, HOME[lang], theme, viewport)
          await expect(page.locator('html')).toHaveClass(new RegExp(`(^|\\s)${theme}(\\s|$)`))
          await expectNoAxeViolations(page)
        })
      }
    }
  }

  // The articles' pages where the owner has articles: the index, and an article of each language.
  const firstIn = (lang: Lang) => posts.find((post) => post.locale === lang)
  const articlePages =
    posts.length === 0
      ? []
      : [
          { name: 'articles index', path: BLOG_INDEX.es, lang: 'es' as Lang },
          ...LANGS.flatMap((lang) => {
            const post = firstIn(lang)
            return post
              ? [{ name: `${lang} article`, path: articleUrl(lang, post.slug), lang }]
              : []
          }),
        ]
  const pages: ReadonlyArray<{ name: string; path: string; lang: Lang }> = [
    { name: 'case study', path: caseStudyUrl('es', projects[0]?.slug ?? ''), lang: 'es' },
    { name: 'projects index', path: PROJECTS_INDEX.en, lang: 'en' },
    ...articlePages,
  ]
  for (const { name, path, lang } of pages) {
    for (const theme of ['light', 'dark'] as const) {
      for (const viewport of [NARROW, WIDE]) {
        test(`${name} (${path}), ${theme}, ${viewport.width} px`, async ({ page }) => {
          await open(page, path, theme, viewport)
          await expect(page.locator('html')).toHaveClass(new RegExp(`(^|\\s)${theme}(\\s|$)`))
          await expect(page.getByRole('main').getByText(WORDS[lang].loading)).toHaveCount(0)
          await expectNoAxeViolations(page)
        })
      }
    }
  }

  const dialogs = [
    { path: '/privacy', lang: 'es', page: 'privacy', theme: 'light' },
    { path: '/en/imprint', lang: 'en', page: 'imprint', theme: 'dark' },
  ] as const
  for (const legal of dialogs) {
    test(`legal dialog open: ${legal.path}, ${legal.theme}`, async ({ page }) => {
      await open(page, legal.path, legal.theme)
      await expect(
        page.getByRole('dialog', { name: WORDS[legal.lang].legal[legal.page].title }),
      ).toBeVisible()
      await expectNoAxeViolations(page)
    })
  }

  const errorCases: Array<{ lang: Lang; theme: Theme }> = [
    { lang: 'es', theme: 'dark' },
    { lang: 'en', theme: 'light' },
  ]
  for (const { lang, theme } of errorCases) {
    test(`form showing its errors: ${lang}, ${theme}`, async ({ page }) => {
      await open(page, `${HOME[lang]}#contact`, theme, NARROW)
      const form = await liveContactForm(page, lang)
      await form.send.click()
      await expect(form.field('name')).toHaveAttribute('aria-invalid', 'true')
      await expectNoAxeViolations(page)
    })
  }

  test('toast visible: es, dark', async ({ page }) => {
    await open(page, '/#contact', 'dark')
    await page.route('**/api/contact', (route) => route.fulfill({ status: 500, body: '' }))
    const form = contactForm(page, 'es')
    await fillForm(page, 'es', VALID_MESSAGE)
    await form.consent.check()
    await form.send.click()
    const failed = toast(page, WORDS.es.contact.failed)
    await expect(failed).toBeVisible()
    // A hovered toast holds its 5000 ms timer, so it stays up however long the audit takes.
    await failed.getByText(WORDS.es.contact.failed).hover()
    await expectNoAxeViolations(page)
    await expect(failed).toBeVisible()
  })

  for (const { lang, theme, viewport } of [
    { lang: 'en', theme: 'dark', viewport: WIDE },
    { lang: 'es', theme: 'light', viewport: NARROW },
  ] as const) {
    test(`floating menu expanded: ${lang}, ${theme}, ${viewport.width} px`, async ({ page }) => {
      await open(page, HOME[lang], theme, viewport)
      const menu = page.getByTestId('floating-menu')
      await menu.hover()
      // The owner's first quick link: a profile, or the e-mail every owner has.
      const first = menu.getByRole('link', {
        name: WORDS[lang].social[socialLinks[0]?.id ?? 'mail'],
      })
      await expect(first).toBeVisible()
      await expectNoAxeViolations(page)
      await expect(first).toBeVisible()
    })
  }

  for (const { lang, theme } of [
    { lang: 'es', theme: 'light' },
    { lang: 'en', theme: 'dark' },
  ] as const) {
    test(`404 page: ${lang}, ${theme}`, async ({ page }) => {
      await open(page, `${lang === 'en' ? '/en' : ''}/missing-page`, theme)
      await expect(page.getByText(WORDS[lang].notFound.title)).toBeVisible()
      await expectNoAxeViolations(page)
    })
  }
})
