import { expect, test, type Locator, type Page } from '@playwright/test'
import { languageName } from '../packages/bifolio/src/i18n/language-name'
import { NARROW, WIDE } from './support/viewports'
import {
  caseStudyIn,
  FIRST_LANG,
  format,
  homeIn,
  isShown,
  missingLanguagesOf,
  projectIn,
  projectsIndexIn,
  SECOND_LANG,
  SITE_LANGS,
  siteProjects,
  siteWords,
  type SiteProject,
} from './support/words'

/** Every project the owner left unwritten in some language, with each language it misses. */
const MISSING = siteProjects.flatMap((project) =>
  missingLanguagesOf(project).map((lang) => ({ project, lang })),
)

/**
 * The languages whose pages list a project in another one; on a site whose projects are all
 * written in every language, the second, where no card may carry a mark.
 */
const LISTING_LANGS =
  MISSING.length > 0 ? [...new Set(MISSING.map(({ lang }) => lang))] : [SECOND_LANG]

/** The site's languages `project` is written in, each with a page of its own. */
const writtenLangsOf = (project: SiteProject) =>
  SITE_LANGS.filter((lang) => !missingLanguagesOf(project).includes(lang))

/**
 * The mark a page in `pageLang` puts on a project shown in `shownLang`: the page's words for
 * it with the language named in the page's language, as the owner's words or else a visitor's
 * browser name it.
 */
function markOf(pageLang: string, shownLang: string): string {
  const words = siteWords(pageLang)
  const language = languageName(words.language.names ?? {}, shownLang, pageLang)
  const { onlyIn } = words.projects
  return onlyIn ? format(onlyIn, { language }) : language
}

/**
 * Every project's card on a page in `lang`: in `lang` where it is written in it, unmarked; else
 * in the first language it is written in, its texts marked with that language, its heading
 * carrying the mark in the page's, and its case study the one that exists.
 */
async function expectCards(page: Page, lang: string): Promise<void> {
  const t = siteWords(lang).projects
  const list = page.getByRole('main')
  for (const project of siteProjects) {
    const shown = projectIn(project, lang)
    const isElsewhere = shown.lang !== lang
    const mark = markOf(lang, shown.lang)
    const card = list.getByRole('article').filter({ hasText: shown.words.title })
    await expect(card, project.slug).toHaveCount(1)
    const title = card.getByRole('heading', {
      name: isElsewhere ? `${shown.words.title} ${mark}` : shown.words.title,
      exact: true,
    })
    await expect(title, `${project.slug}'s heading`).toBeVisible()
    const link = card.getByRole('link', { name: t.readCaseStudy, exact: true })
    await expect(link).toHaveAttribute('href', caseStudyIn(shown.lang, project.slug))
    const texts: Locator[] = [
      title,
      card.getByText(shown.words.summary, { exact: true }),
      card.getByRole('img', { name: shown.words.imageAlt, exact: true }),
    ]
    if (isElsewhere) {
      await expect(card.getByText(mark, { exact: true })).toBeVisible()
      await expect(card.getByText(mark, { exact: true })).toHaveAttribute('lang', lang)
      for (const text of texts) await expect(text).toHaveAttribute('lang', shown.lang)
      await expect(link).toHaveAttribute('hreflang', shown.lang)
    } else {
      for (const text of texts) await expect(text).not.toHaveAttribute('lang')
      await expect(link).not.toHaveAttribute('hreflang')
    }
  }
}

/** The paths the sitemap lists for a page, each with the paths its hreflang alternates name. */
async function sitemapEntries(page: Page): Promise<Array<{ path: string; alternates: string[] }>> {
  const xml = await (await page.request.get('/sitemap.xml')).text()
  const pathOf = (href: string) => new URL(href).pathname
  return [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map(([, entry = '']) => ({
    path: pathOf(/<loc>([^<]+)<\/loc>/.exec(entry)?.[1] ?? ''),
    alternates: [...entry.matchAll(/hreflang="([^"]+)" href="([^"]+)"/g)].map(
      ([, hreflang, href = '']) => `${hreflang} ${pathOf(href)}`,
    ),
  }))
}

test.describe('a project missing in a language', () => {
  for (const lang of LISTING_LANGS) {
    if (isShown('projects'))
      test(`the landing page in ${lang} lists every project, one not written in ${lang} in the first language it has, marked`, async ({
        page,
      }) => {
        await page.setViewportSize(NARROW)
        await page.goto(homeIn(lang))
        await expectCards(page, lang)
      })

    test(`the projects index in ${lang} lists every project, one not written in ${lang} in the first language it has, marked`, async ({
      page,
    }) => {
      await page.setViewportSize(WIDE)
      await page.goto(projectsIndexIn(lang))
      await expectCards(page, lang)
    })
  }

  for (const { project, lang } of MISSING) {
    const written = writtenLangsOf(project)
    test(`${project.slug} has no page in ${lang}: its card there leads to its page in ${projectIn(project, lang).lang}, and the sitemap and hreflang pair only ${written.join(', ')}`, async ({
      page,
    }) => {
      const response = await page.request.get(caseStudyIn(lang, project.slug))
      expect(response.status(), `${caseStudyIn(lang, project.slug)} answers`).toBe(404)

      // Each page names its counterparts that exist, and the first language's as the default;
      // a project written in one language only has none to name.
      const paired =
        written.length > 1
          ? [
              ...written.map((other) => `${other} ${caseStudyIn(other, project.slug)}`),
              `x-default ${caseStudyIn(written.includes(FIRST_LANG) ? FIRST_LANG : (written[0] ?? ''), project.slug)}`,
            ]
          : []
      const caseStudies = SITE_LANGS.map((other) => caseStudyIn(other, project.slug))
      const listed = (await sitemapEntries(page)).filter((entry) =>
        caseStudies.includes(entry.path),
      )
      expect(listed.map((entry) => entry.path).sort()).toEqual(
        written.map((other) => caseStudyIn(other, project.slug)).sort(),
      )
      for (const entry of listed) expect(entry.alternates.sort(), entry.path).toEqual(paired.sort())

      // The card's link, followed from the index in the missing language, reaches the case study.
      const shown = projectIn(project, lang)
      await page.goto(projectsIndexIn(lang))
      await page
        .getByRole('main')
        .getByRole('article')
        .filter({ hasText: shown.words.title })
        .getByRole('link', { name: siteWords(lang).projects.readCaseStudy, exact: true })
        .click()
      await expect(page).toHaveURL((url) => url.pathname === caseStudyIn(shown.lang, project.slug))
      await expect(page.locator('html')).toHaveAttribute('lang', shown.lang)
      await expect(page.getByRole('heading', { level: 1 })).toContainText(shown.words.title)
      const alternates = await page
        .locator('head link[rel="alternate"][hreflang]')
        .evaluateAll((links) =>
          links.map(
            (link) =>
              `${link.getAttribute('hreflang') ?? ''} ${new URL(link.getAttribute('href') ?? '', location.href).pathname}`,
          ),
        )
      expect(alternates.sort()).toEqual(paired.sort())
    })
  }
})
