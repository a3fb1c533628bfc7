import { readFileSync } from 'node:fs'
import { expect, test, type Locator, type Page } from '@playwright/test'
import type { SectionId, TechnologyId } from '../packages/bifolio/src/content/types'
import { CONTENT_DIR, technology } from './support/content'
import {
  activeSlide,
  AUTOPLAY_DELAY,
  carouselOf,
  expectSlideAfter,
  openCarousel,
} from './support/carousel'
import { collectConsoleProblems } from './support/console-problems'
import { toast } from './support/contact-form'
import { waitForHydration } from './support/hydration'
import { holdTheCode } from './support/hold-code'
import { layoutShifts, recordLayoutShifts, shiftsOnceFontsSettle } from './support/layout-shifts'
import { expectNothingScrollsSideways } from './support/sideways'
import { readStorage } from './support/storage'
import { NARROW } from './support/viewports'
import {
  caseStudyUrl,
  format,
  HOME,
  isShown,
  LANGS,
  PROJECTS_INDEX,
  projects,
  STORAGE,
  STORED_LANGUAGE,
  WORDS,
  type Lang,
} from './support/words'
import { waitForPageSettled } from './support/settled'

type Project = (typeof projects)[number]

const [first] = projects
if (!first) throw new Error('the content has no project: content/projects/ holds one folder each')
const second = projects[1] ?? first
const last = projects[projects.length - 1] ?? first

const at = (path: string) => (url: URL) => url.pathname === path

function h1(page: Page): Locator {
  return page.getByRole('heading', { level: 1 })
}

/** The bar's toggle on wide screens, the bottom bar's on narrow ones. */
function languageToggle(page: Page): Locator {
  return page.getByTestId('language-toggle').filter({ visible: true })
}

/** The project `steps` places after `project` in the site's order, read as a loop. */
function neighbour(project: Project, steps: number): Project {
  const count = projects.length
  const index = (((projects.indexOf(project) + steps) % count) + count) % count
  return projects[index] ?? project
}

/** A case study's Markdown, front matter left out. */
function bodyOf(project: Project, lang: Lang): string {
  const markdown = readFileSync(`${CONTENT_DIR}/projects/${project.slug}/${lang}.md`, 'utf8')
  return markdown.replace(/^---\r?\n[\s\S]*?\r?\n---\r?\n/, '')
}

/** How many times `pattern` occurs in a case study's Markdown. */
function countOf(project: Project, lang: Lang, pattern: RegExp): number {
  return bodyOf(project, lang).match(pattern)?.length ?? 0
}

/** What a case study's Markdown holds besides text: the page shows each, or none. */
function partsOf(project: Project, lang: Lang) {
  const body = bodyOf(project, lang)
  return {
    headings: /^## /m.test(body),
    code: /^```\w+/m.test(body),
    picture: /!\[[^\]]*\]\([^)]+\)/.test(body),
    columns: firstTableAlignment(body),
  }
}

/**
 * How the first table of a case study aligns each column, by its delimiter row (`:---`,
 * `---:`, `:---:`; `start` for a plain `---`), or none without a table.
 */
function firstTableAlignment(body: string): string[] {
  const row = /^\|?(\s*:?-+:?\s*\|)+\s*(:?-+:?)?\s*$/m.exec(body)?.[0]
  if (!row) return []
  return row
    .replace(/^\s*\|/, '')
    .replace(/\|\s*$/, '')
    .split('|')
    .map((cell) => {
      const mark = cell.trim()
      if (mark.startsWith(':') && mark.endsWith(':')) return 'center'
      if (mark.endsWith(':')) return 'right'
      if (mark.startsWith(':')) return 'left'
      return 'start'
    })
}

/**
 * The first paragraph of a case study's Markdown, inline marks dropped: a sentence of the body
 * the page must show, with or without its code.
 */
function firstParagraph(project: Project, lang: Lang): string {
  const body = bodyOf(project, lang)
  const paragraph = body
    .split(/\r?\n\s*\r?\n/)
    .map((block) => block.trim())
    .find((block) => /^[\p{L}\p{N}¿¡]/u.test(block))
  if (!paragraph) throw new Error(`${project.slug}/${lang}.md has no paragraph`)
  return paragraph
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/\*\*|`|\*/g, '')
    .replace(/\s+/g, ' ')
}

interface JsonLd {
  '@type'?: string
  '@id'?: string
  url?: string
  name?: string
  inLanguage?: string
  codeRepository?: string
  author?: JsonLd
  mainEntity?: JsonLd
  hasPart?: JsonLd[]
}

async function jsonLdOf(page: Page): Promise<JsonLd> {
  const text = await page.locator('script[type="application/ld+json"]').textContent()
  return JSON.parse(text ?? 'null') as JsonLd
}

/** Scrolls down a screen at a time so every lazy part and picture on the way gets loaded. */
async function scrollThrough(page: Page): Promise<void> {
  await page.evaluate(async () => {
    for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight / 2) {
      window.scrollTo({ top: y, behavior: 'instant' })
      await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 50)))
    }
  })
  await waitForPageSettled(page)
}

/** What the landing pages say about the site: its origin and the owner's Person @id. */
interface Site {
  origin: string
  origins: Record<Lang, string>
  personId: Record<Lang, string>
}

/**
 * Records, from the page's first request on, what it asks of another origin and what it logs
 * as a problem; the check it returns scrolls through the page so every lazy part and picture
 * on the way loads, then fails on either.
 */
function watchStayingOnSite(page: Page, baseURL: string | undefined): () => Promise<void> {
  const served = new URL(baseURL ?? '').origin
  const elsewhere: string[] = []
  page.on('request', (request) => {
    const url = new URL(request.url())
    if (url.protocol === 'data:' || url.protocol === 'blob:') return
    if (url.origin !== served) elsewhere.push(request.url())
  })
  const problems = collectConsoleProblems(page)
  return async () => {
    await waitForPageSettled(page)
    await scrollThrough(page)
    await expect
      .poll(
        () =>
          page.evaluate(() =>
            [...document.images].every(
              (image) => image.complete || image.getClientRects().length === 0,
            ),
          ),
        'every picture shown has loaded',
      )
      .toBe(true)
    expect(elsewhere, 'requests to another origin').toEqual([])
    expect(problems, 'console errors').toEqual([])
  }
}

/** A case study's title, head, Open Graph and JSON-LD, as search engines and previews read them. */
async function expectCaseStudyHead(page: Page, site: Site, project: Project, lang: Lang) {
  const path = caseStudyUrl(lang, project.slug)
  const words = project.words[lang]
  const t = WORDS[lang]
  const absolute = (to: string) => new URL(to, site.origin).href
  await expect(page.locator('html')).toHaveAttribute('lang', lang)
  await expect(h1(page)).toHaveText(words.title)
  await expect(page.getByRole('main').getByText(words.summary, { exact: true })).toBeVisible()
  expect(await page.title()).toContain(words.title)
  await expect(page).toHaveTitle(format(t.caseStudy.metaTitle, { title: words.title }))

  const head = page.locator('head')
  const href = (selector: string) => head.locator(selector).getAttribute('href')
  const content = (selector: string) => head.locator(selector).getAttribute('content')
  expect(await href('link[rel="canonical"]'), 'canonical').toBe(absolute(path))
  expect(await href('link[rel="alternate"][hreflang="es"]'), 'hreflang es').toBe(
    absolute(caseStudyUrl('es', project.slug)),
  )
  expect(await href('link[rel="alternate"][hreflang="en"]'), 'hreflang en').toBe(
    absolute(caseStudyUrl('en', project.slug)),
  )
  expect(await href('link[rel="alternate"][hreflang="x-default"]'), 'x-default').toBe(
    absolute(caseStudyUrl('es', project.slug)),
  )
  expect(await content('meta[name="description"]'), 'description').toBe(words.summary)

  const ogImage = (await content('meta[property="og:image"]')) ?? ''
  expect(new URL(ogImage).origin, 'og:image origin').toBe(site.origin)
  const imageAlt = format(t.caseStudy.ogImageAlt, { title: words.title })
  expect(await content('meta[property="og:image:alt"]'), 'og:image:alt').toBe(imageAlt)
  expect(await content('meta[name="twitter:image"]'), 'twitter:image').toBe(ogImage)
  expect(await content('meta[name="twitter:image:alt"]'), 'twitter:image:alt').toBe(imageAlt)
  const image = await page.request.get(new URL(ogImage).pathname)
  expect(image.status(), ogImage).toBe(200)
  expect(image.headers()['content-type'], `${ogImage} type`).toBe('image/png')

  const data = await jsonLdOf(page)
  expect(data['@type'], 'JSON-LD @type').toBe('SoftwareSourceCode')
  expect(data.name, 'JSON-LD name').toBe(words.title)
  expect(data.url, 'JSON-LD url').toBe(absolute(path))
  expect(data.inLanguage, 'JSON-LD inLanguage').toBe(lang)
  expect(data.author?.['@id'], 'JSON-LD author').toBe(site.personId.es)
  // The repository where the code is public, and none where it is not.
  expect(data.codeRepository, 'JSON-LD codeRepository').toBe(project.repository)
  const header = page.getByRole('main').locator('header').first()
  const links = await header
    .getByRole('link')
    .evaluateAll((found) => found.map((link) => link.getAttribute('href')))
  for (const link of [project.repository, project.demo]) {
    if (link) expect(links, 'the header links to the repository and demo').toContain(link)
  }
  expect(
    links.filter((link) => /^https:/.test(link ?? '')),
    'the header links to no other site',
  ).toHaveLength([project.repository, project.demo].filter(Boolean).length)
}

/**
 * A case study's text and, as its Markdown has them, headings with their own links,
 * highlighted code, lazy pictures that load and aligned table columns.
 */
async function expectCaseStudyBody(page: Page, project: Project, lang: Lang) {
  const has = partsOf(project, lang)
  const main = page.getByRole('main')
  await expect(main.getByText(firstParagraph(project, lang))).toBeVisible()

  const linkedHeadings = await main
    .locator('h2[id]')
    .evaluateAll((headings) =>
      headings
        .filter((heading) => heading.querySelector(`a[href="#${CSS.escape(heading.id)}"]`))
        .map((heading) => heading.id),
    )
  if (has.headings) {
    expect(linkedHeadings.length, 'h2s that link to themselves').toBeGreaterThan(0)
    const anchor = main.locator(`h2[id="${linkedHeadings[0]}"] a`)
    await anchor.click()
    await expect(page).toHaveURL((url) => decodeURIComponent(url.hash) === `#${linkedHeadings[0]}`)
  } else {
    expect(linkedHeadings, 'no heading in the Markdown, none on the page').toEqual([])
  }

  const code = main.locator('pre > code')
  if (has.code) {
    await expect(code.locator('[class*="hljs-"]').first(), 'highlighted code').toBeVisible()
  } else {
    await expect(code, 'no code in the Markdown, none on the page').toHaveCount(0)
  }

  const pictures = main.locator('.case-study-body picture img')
  if (has.picture) {
    const picture = pictures.and(page.locator('[loading="lazy"]')).first()
    await expect(picture).toHaveAttribute('width', /^\d+$/)
    await expect(picture).toHaveAttribute('height', /^\d+$/)
    await expect(picture).toHaveAttribute('alt', /\S/)
    await picture.scrollIntoViewIfNeeded()
    await expect
      .poll(
        () => picture.evaluate((image: HTMLImageElement) => image.naturalWidth),
        'the lazy picture loads',
      )
      .toBeGreaterThan(0)
  } else {
    await expect(pictures, 'no picture in the Markdown, none on the page').toHaveCount(0)
  }

  // A column aligned in the Markdown is aligned on the page, once the stylesheet is in.
  const firstRow = main.locator('.case-study-body table tbody tr').first()
  if (has.columns.length > 0) {
    await waitForPageSettled(page)
    const aligned = await firstRow
      .locator('td')
      .evaluateAll((cells) => cells.map((cell) => getComputedStyle(cell).textAlign))
    expect(aligned, 'table columns aligned as in the Markdown').toEqual(has.columns)
  } else {
    await expect(firstRow, 'no table in the Markdown, none on the page').toHaveCount(0)
  }
}

/** The projects index's title, head and JSON-LD: every case study, by the same Person. */
async function expectIndexHead(page: Page, site: Site, lang: Lang) {
  const path = PROJECTS_INDEX[lang]
  const absolute = (to: string) => new URL(to, site.origin).href
  const head = page.locator('head')
  const href = (selector: string) => head.locator(selector).getAttribute('href')
  await expect(page).toHaveTitle(WORDS[lang].projectsIndex.metaTitle)
  expect(
    await head.locator('meta[name="description"]').getAttribute('content'),
    'description',
  ).toBe(WORDS[lang].projectsIndex.description)
  expect(await href('link[rel="canonical"]'), 'canonical').toBe(absolute(path))
  for (const hreflang of LANGS) {
    expect(
      await href(`link[rel="alternate"][hreflang="${hreflang}"]`),
      `hreflang ${hreflang}`,
    ).toBe(absolute(PROJECTS_INDEX[hreflang]))
  }
  expect(await href('link[rel="alternate"][hreflang="x-default"]'), 'x-default').toBe(
    absolute(PROJECTS_INDEX.es),
  )
  const data = await jsonLdOf(page)
  expect(data['@type'], 'JSON-LD @type').toBe('CollectionPage')
  expect(data.author?.['@id'], 'JSON-LD author').toBe(site.personId.es)
  expect(
    data.hasPart?.map((part) => part.url),
    'JSON-LD hasPart',
  ).toEqual(projects.map((project) => absolute(caseStudyUrl(lang, project.slug))))
}

/** Each case study and projects index page, loaded once and checked for all it must show. */
test.describe('a case study or projects index page', () => {
  const site: Site = { origin: '', origins: { es: '', en: '' }, personId: { es: '', en: '' } }

  test.beforeAll(async ({ browser }) => {
    const context = await browser.newContext()
    const page = await context.newPage()
    for (const lang of LANGS) {
      await page.goto(HOME[lang])
      const canonical = await page.locator('link[rel="canonical"]').getAttribute('href')
      site.origins[lang] = new URL(canonical ?? '').origin
      site.personId[lang] = (await jsonLdOf(page)).mainEntity?.['@id'] ?? ''
    }
    await context.close()
    site.origin = site.origins.es
  })

  test("the landing pages name the owner with one Person @id, on the site's origin", () => {
    expect(site.personId.es).toMatch(/^https?:\/\//)
    expect(new URL(site.personId.es).origin).toBe(site.origin)
    expect(site.personId.en).toBe(site.personId.es)
    expect(site.origins.en).toBe(site.origins.es)
  })

  for (const lang of LANGS) {
    for (const project of projects) {
      const path = caseStudyUrl(lang, project.slug)
      test(`${path} answers 200 with its title, summary, links to both languages, Open Graph and JSON-LD, shows its body as its Markdown has it, stays on the site, and fits 320 px`, async ({
        page,
        baseURL,
      }) => {
        const expectStayedOnSite = watchStayingOnSite(page, baseURL)
        const response = await page.goto(path)
        expect(response?.status(), 'status').toBe(200)
        await test.step('what search engines and link previews read', () =>
          expectCaseStudyHead(page, site, project, lang))
        await test.step('the body', () => expectCaseStudyBody(page, project, lang))
        await test.step('asks no other origin for anything and logs no console error', () =>
          expectStayedOnSite())
        await expectNothingScrollsSideways(page)
      })
    }
  }

  for (const lang of LANGS) {
    const path = PROJECTS_INDEX[lang]
    test(`${path} lists every project as a card with its case study and a filter link per technology, links to both languages, lists every case study in JSON-LD by the same Person, stays on the site, and fits 320 px`, async ({
      page,
      baseURL,
    }) => {
      const expectStayedOnSite = watchStayingOnSite(page, baseURL)
      const response = await page.goto(path)
      expect(response?.status(), 'status').toBe(200)
      await test.step('what search engines and link previews read', () =>
        expectIndexHead(page, site, lang))
      await test.step('the cards and the filter', () => expectIndexCards(page, lang))
      await test.step('asks no other origin for anything and logs no console error', () =>
        expectStayedOnSite())
      await expectNothingScrollsSideways(page)
    })
  }
})

/** The code of a case study's static parts, as the bundler names it: a prerendered page never fetches it. */
const STORY_CHUNKS =
  /\/(case-study-parts|case-study-body|case-study-facts|responsive-image|project-card|tech-grid)-[\w-]+\.js$/

test.describe('moving on from a case study', () => {
  test('the language toggle opens the same case study in the other language, saves it, and comes back', async ({
    page,
  }) => {
    const project = second
    await page.goto(caseStudyUrl('es', project.slug))
    for (const to of ['en', 'es'] as const) {
      const toggle = languageToggle(page)
      await expect(toggle).toHaveAttribute('href', caseStudyUrl(to, project.slug))
      await waitForHydration(toggle)
      await toggle.click()
      await expect(page).toHaveURL(at(caseStudyUrl(to, project.slug)))
      await expect(page.locator('html')).toHaveAttribute('lang', to)
      await expect(h1(page)).toHaveText(project.words[to].title)
      expect(await readStorage(page, STORAGE.language)).toBe(STORED_LANGUAGE[to])
    }
  })

  test('the story is prerendered HTML no React code draws: its code is never fetched, in either language', async ({
    page,
  }) => {
    const scripts: string[] = []
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname)
    })
    const project = first
    await page.goto(caseStudyUrl('es', project.slug))
    await waitForPageSettled(page)
    const toggle = languageToggle(page)
    await waitForHydration(toggle)
    await toggle.click()
    await expect(h1(page)).toHaveText(project.words.en.title)
    await expect(page.getByRole('main').getByRole('img').first()).toHaveAttribute(
      'alt',
      project.words.en.imageAlt,
    )
    await waitForPageSettled(page)
    expect(scripts.filter((url) => STORY_CHUNKS.test(url))).toEqual([])
  })

  for (const lang of LANGS) {
    if (projects.length >= 3) {
      test(`${lang}: next and previous go round every case study and back to the first`, async ({
        page,
      }) => {
        const t = WORDS[lang].caseStudy
        await page.goto(caseStudyUrl(lang, first.slug))
        const more = page.getByRole('navigation', { name: t.elsewhere })
        for (const { step, label, rel } of [
          { step: 1, label: t.next, rel: 'next' },
          { step: -1, label: t.previous, rel: 'prev' },
        ]) {
          let here = first
          for (let i = 0; i < projects.length; i += 1) {
            const there = neighbour(here, step)
            const link = more.getByRole('link', { name: label })
            await expect(link).toHaveAttribute('href', caseStudyUrl(lang, there.slug))
            await expect(link).toHaveAttribute('rel', rel)
            await expect(link).toContainText(there.words[lang].title)
            await link.click()
            await expect(page).toHaveURL(at(caseStudyUrl(lang, there.slug)))
            await expect(h1(page)).toHaveText(there.words[lang].title)
            here = there
          }
          expect(here).toBe(first)
        }
      })
    } else {
      test(`${lang}: with ${projects.length} project(s), each case study links to each other one once, in its direction`, async ({
        page,
      }) => {
        const t = WORDS[lang].caseStudy
        for (const [index, project] of projects.entries()) {
          await page.goto(caseStudyUrl(lang, project.slug))
          const more = page.getByRole('navigation', { name: t.elsewhere })
          for (const { there, label } of [
            { there: projects[index + 1], label: t.next },
            { there: projects[index - 1], label: t.previous },
          ]) {
            const link = more.getByRole('link', { name: label })
            if (there) await expect(link).toHaveAttribute('href', caseStudyUrl(lang, there.slug))
            else await expect(link).toHaveCount(0)
          }
        }
      })
    }

    test(`${lang}: a case study leads back to all projects and, through the navigation, to the landing page`, async ({
      page,
    }) => {
      const t = WORDS[lang]
      const path = caseStudyUrl(lang, last.slug)
      await page.goto(path)

      const nav = page.getByRole('navigation', { name: t.nav.label, exact: true })
      // The sections shown: a hidden section's name may stay in the words, unused.
      for (const [id, name] of Object.entries(t.nav.sections).filter(([id]) =>
        isShown(id as SectionId),
      )) {
        const link = nav.getByRole('link', { name, exact: true })
        await expect(link).toHaveAttribute('href', `${HOME[lang]}#${id}`)
        if (id === 'projects') await expect(link).toHaveAttribute('aria-current', 'true')
        else await expect(link).not.toHaveAttribute('aria-current')
      }

      await page.getByRole('link', { name: t.caseStudy.backToProjects }).click()
      await expect(page).toHaveURL(at(PROJECTS_INDEX[lang]))
      await expect(h1(page)).toHaveText(t.projectsIndex.title)
      await expect(
        page
          .getByRole('navigation', { name: t.nav.label, exact: true })
          .getByRole('link', { name: t.nav.sections.projects, exact: true }),
      ).toHaveAttribute('aria-current', 'true')

      await page.goBack()
      await expect(page).toHaveURL(at(path))
      await nav.getByRole('link', { name: t.nav.sections.contact, exact: true }).click()
      await expect(page).toHaveURL((url) => url.pathname === HOME[lang] && url.hash === '#contact')
      await expect(page.locator('html')).toHaveAttribute('lang', lang)
      await expect(page.locator('#contact')).toBeInViewport()
    })
  }

  test('at 390 px every card of the landing page links to its case study, and one leads there', async ({
    page,
  }) => {
    const t = WORDS.es.projects
    await page.setViewportSize(NARROW)
    await page.goto(HOME.es)
    const list = page.getByTestId('project-list')
    const linkOf = (project: Project) =>
      list
        .getByRole('article')
        .filter({ hasText: project.words.es.title })
        .getByRole('link', { name: t.readCaseStudy })
    for (const project of projects) {
      await expect(linkOf(project)).toHaveAttribute('href', caseStudyUrl('es', project.slug))
    }
    await linkOf(last).click()
    await expect(page).toHaveURL(at(caseStudyUrl('es', last.slug)))
    await expect(h1(page)).toHaveText(last.words.es.title)
  })

  test("at 1440 px the carousel's current card links to its case study, and leads there", async ({
    page,
  }) => {
    const t = WORDS.en.projects
    await openCarousel(page, 'en')
    // Freezing the clock may already have turned the deck once: go one card on from there.
    const start = (await activeSlide(carouselOf(page), 'en')) ?? 1
    const n = (start % projects.length) + 1
    await expectSlideAfter(page, AUTOPLAY_DELAY + 50, n, 'en')
    const project = projects[n - 1] ?? first
    const slide = carouselOf(page).getByRole('group', {
      name: format(t.carousel.slide, { n, total: projects.length }),
    })
    const link = slide.getByRole('link', { name: t.readCaseStudy })
    await expect(link).toHaveAttribute('href', caseStudyUrl('en', project.slug))
    await link.click()
    await expect(page).toHaveURL(at(caseStudyUrl('en', project.slug)))
    await expect(h1(page)).toHaveText(project.words.en.title)
  })
})

test.describe('case study addresses', () => {
  for (const lang of LANGS) {
    const path = caseStudyUrl(lang, 'nope')
    test(`${path} answers 404 with the error page in ${lang}`, async ({ page }) => {
      const t = WORDS[lang]
      const response = await page.goto(path)
      expect(response?.status()).toBe(404)
      await expect(page.locator('html')).toHaveAttribute('lang', lang)
      await expect(page.getByText(t.notFound.title)).toBeVisible()
      await expect(page.getByText(t.notFound.message)).toBeVisible()
      await expect(page.getByRole('link', { name: t.notFound.backHome })).toHaveAttribute(
        'href',
        HOME[lang],
      )
    })
  }

  test('a case study or the index without its trailing slash redirects to it, query kept', async ({
    page,
  }) => {
    for (const lang of LANGS) {
      for (const path of [caseStudyUrl(lang, first.slug), PROJECTS_INDEX[lang]]) {
        const bare = path.slice(0, -1)
        const response = await page.request.get(`${bare}?tech=typescript`, { maxRedirects: 0 })
        expect(response.status(), bare).toBe(301)
        expect(new URL(response.headers()['location'] ?? '', 'http://x').href).toBe(
          new URL(`${path}?tech=typescript`, 'http://x').href,
        )
      }
    }
    await page.goto(caseStudyUrl('es', first.slug).slice(0, -1))
    await expect(page).toHaveURL(at(caseStudyUrl('es', first.slug)))
    await expect(h1(page)).toHaveText(first.words.es.title)
  })
})

/** Every technology a project uses, each the name of a chip. */
const TECHNOLOGIES_IN_USE = [...new Set(projects.flatMap((project) => project.technologies))]
const usersOf = (id: TechnologyId) =>
  projects.filter((project) => project.technologies.includes(id))
/** A technology some projects use and others do not, then another such one. */
const FIRST_CHIP = TECHNOLOGIES_IN_USE.find((id) => usersOf(id).length < projects.length)
const SECOND_CHIP = TECHNOLOGIES_IN_USE.find(
  (id) => id !== FIRST_CHIP && usersOf(id).length < projects.length,
)

function techFilter(page: Page, lang: Lang) {
  const nav = page.getByRole('navigation', { name: WORDS[lang].projectsIndex.filterLabel })
  return {
    nav,
    chip: (id: TechnologyId) => nav.getByRole('link', { name: technology(id).name, exact: true }),
    clear: nav.getByRole('link', { name: WORDS[lang].projectsIndex.clear, exact: true }),
    count: nav.getByRole('status').locator('p:visible'),
  }
}

/** The page's code listens: it has marked the current filter link (there is always one). */
async function filterListening(page: Page): Promise<void> {
  await expect(page.locator('[data-tech-link][aria-current="page"]')).toHaveCount(1)
}

/** The chunk of the projects index's own code, as the bundler names it. */
const INDEX_CODE = /\/projects-index-page-[\w-]+\.js$/

/** The chunks of the index's cards, as the bundler names them: a prerendered index never fetches them. */
const CARD_CHUNKS = /\/(projects-index-list|project-card|responsive-image)-[\w-]+\.js$/

function cards(page: Page): Locator {
  return page.getByRole('main').getByRole('article')
}

/**
 * The index shows the projects using `chosen` (all when none), says how many, keeps it in the
 * URL and offers to clear it; with the code, its link is the current one.
 */
async function expectFiltered(
  page: Page,
  lang: Lang,
  chosen: TechnologyId | null,
  { withCode = true } = {},
): Promise<void> {
  const { chip, clear, count } = techFilter(page, lang)
  const shown = chosen ? usersOf(chosen) : projects
  await expect(page).toHaveURL((url) => (url.searchParams.get('tech') ?? '') === (chosen ?? ''))
  await expect(cards(page).getByRole('heading', { level: 2 })).toHaveText(
    shown.map((project) => project.words[lang].title),
  )
  await expect(count).toHaveText(
    format(WORDS[lang].projectsIndex.count, { shown: shown.length, total: projects.length }),
  )
  await expect(clear).toHaveCount(chosen ? 1 : 0)
  if (!withCode) return
  for (const id of TECHNOLOGIES_IN_USE) {
    if (id === chosen) await expect(chip(id), id).toHaveAttribute('aria-current', 'page')
    else await expect(chip(id), id).not.toHaveAttribute('aria-current')
  }
}

/** The index lists every project as a card with its case study, and a filter link per technology. */
async function expectIndexCards(page: Page, lang: Lang) {
  const t = WORDS[lang]
  const a = FIRST_CHIP
  if (!a) throw new Error('the filter tests need projects with different stacks')
  await expect(page.locator('html')).toHaveAttribute('lang', lang)
  await expect(h1(page)).toHaveText(t.projectsIndex.title)
  await expect(cards(page), 'a card per project').toHaveCount(projects.length)
  for (const project of projects) {
    const card = cards(page).filter({
      has: page.getByRole('heading', { level: 2, name: project.words[lang].title }),
    })
    await expect(card.getByText(project.words[lang].summary)).toBeVisible()
    await expect(card.getByRole('link', { name: t.projects.readCaseStudy })).toHaveAttribute(
      'href',
      caseStudyUrl(lang, project.slug),
    )
  }
  const { nav, chip } = techFilter(page, lang)
  await expect(nav.getByRole('link'), 'a filter link per technology').toHaveCount(
    TECHNOLOGIES_IN_USE.length,
  )
  await expect(chip(a)).toHaveAttribute('href', `${PROJECTS_INDEX[lang]}?tech=${a}`)
  await filterListening(page)
  await expectFiltered(page, lang, null)
}

test.describe('the projects index', () => {
  if (!FIRST_CHIP || !SECOND_CHIP)
    throw new Error('the filter tests need projects with different stacks')
  const a = FIRST_CHIP
  const b = SECOND_CHIP

  test('following technology links narrows the list in place, keeps it in ?tech=; clearing, Back and Forward step through', async ({
    page,
  }) => {
    await page.goto(PROJECTS_INDEX.es)
    await filterListening(page)
    const { chip, clear } = techFilter(page, 'es')
    // Marks this document: a page loaded again would not have it.
    await page.evaluate(() => Object.assign(window, { e2eSameDocument: true }))

    await chip(a).click()
    await expectFiltered(page, 'es', a)
    await expect(chip(a)).toBeFocused()
    await chip(b).click()
    await expectFiltered(page, 'es', b)
    await clear.click()
    await expectFiltered(page, 'es', null)

    await page.goBack()
    await expectFiltered(page, 'es', b)
    await page.goBack()
    await expectFiltered(page, 'es', a)
    await page.goForward()
    await expectFiltered(page, 'es', b)
    expect(await page.evaluate(() => 'e2eSameDocument' in window)).toBe(true)
  })

  test('a technology link pressed before the page’s code has come ends on the filtered list', async ({
    page,
  }) => {
    await page.setViewportSize(NARROW)
    const release = await holdTheCode(page, INDEX_CODE)
    await page.goto(PROJECTS_INDEX.en, { waitUntil: 'domcontentloaded' })
    await techFilter(page, 'en').chip(a).click()
    release()
    await expectFiltered(page, 'en', a)
  })

  test('a shared ?tech= link paints the filtered list before the code runs, and the code moves nothing', async ({
    page,
  }) => {
    await page.setViewportSize(NARROW)
    await recordLayoutShifts(page)
    const release = await holdTheCode(page)
    await page.goto(`${PROJECTS_INDEX.en}?tech=${a}`, { waitUntil: 'domcontentloaded' })
    const titles = usersOf(a).map((project) => project.words.en.title)
    await expect(
      cards(page).filter({ visible: true }).getByRole('heading', { level: 2 }),
    ).toHaveText(titles)
    // What the fonts' swap may move is theirs; from here on, only the code could move anything.
    const before = await shiftsOnceFontsSettle(page)
    release()
    await filterListening(page)
    await expectFiltered(page, 'en', a)
    await waitForPageSettled(page)
    const after = await layoutShifts(page)
    expect(after.total - before.total, after.moved.slice(before.moved.length).join('\n')).toBe(0)
  })

  test('the cards are prerendered HTML no React code draws: their code is never fetched, and the filter still narrows them', async ({
    page,
  }) => {
    const scripts: string[] = []
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname)
    })
    await page.goto(PROJECTS_INDEX.en)
    await waitForPageSettled(page)
    await filterListening(page)
    await techFilter(page, 'en').chip(a).click()
    await expectFiltered(page, 'en', a)
    expect(scripts.filter((url) => CARD_CHUNKS.test(url))).toEqual([])
  })

  const withDemo = projects.find((project) => project.demo)
  if (withDemo?.demo) {
    const demo = withDemo.demo
    test('a live demo followed from the index opens and says its servers are starting', async ({
      page,
    }) => {
      const context = page.context()
      await context.route(`${demo}/**`, (route) =>
        route.fulfill({ contentType: 'text/html', body: '<title>demo</title>' }),
      )
      await page.goto(PROJECTS_INDEX.en)
      await filterListening(page)
      const card = cards(page).filter({
        has: page.getByRole('heading', { level: 2, name: withDemo.words.en.title }),
      })
      const opened = context.waitForEvent('page')
      await card.getByRole('link', { name: new RegExp(WORDS.en.projects.liveDemo) }).click()
      await expect(toast(page, WORDS.en.projects.demoStarting)).toBeVisible()
      await expect.poll(async () => (await opened).url()).toContain(demo)
    })
  }

  test('opening ?tech= shows the filtered list, and the language toggle keeps the filter', async ({
    page,
  }) => {
    await page.goto(`${PROJECTS_INDEX.es}?tech=${b}`)
    await expectFiltered(page, 'es', b)
    const toggle = languageToggle(page)
    await waitForHydration(toggle)
    await toggle.click()
    await expect(page).toHaveURL(at(PROJECTS_INDEX.en))
    await expect(page.locator('html')).toHaveAttribute('lang', 'en')
    await expectFiltered(page, 'en', b)
    expect(await readStorage(page, STORAGE.language)).toBe(STORED_LANGUAGE.en)
  })
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  for (const lang of LANGS) {
    test(`${PROJECTS_INDEX[lang]} shows every project, and only those using a technology once its link is followed`, async ({
      page,
    }) => {
      const id = FIRST_CHIP
      if (!id) throw new Error('the filter tests need projects with different stacks')
      await page.goto(PROJECTS_INDEX[lang])
      await expect(h1(page)).toHaveText(WORDS[lang].projectsIndex.title)
      await expectFiltered(page, lang, null, { withCode: false })
      await techFilter(page, lang).chip(id).click()
      await expectFiltered(page, lang, id, { withCode: false })
    })

    const project = lang === 'es' ? first : last
    test(`${caseStudyUrl(lang, project.slug)} shows its title, body text and pictures`, async ({
      page,
    }) => {
      const has = partsOf(project, lang)
      await page.goto(caseStudyUrl(lang, project.slug))
      const main = page.getByRole('main')
      await expect(h1(page)).toHaveText(project.words[lang].title)
      await expect(main.getByText(firstParagraph(project, lang))).toBeVisible()
      await expect(main.getByText(WORDS[lang].loading)).toHaveCount(0)
      await expect(main.locator('pre > code')).toHaveCount(
        has.code ? countOf(project, lang, /^```\w+/gm) : 0,
      )
      await expect(main.locator('.case-study-body picture img[loading="lazy"]')).toHaveCount(
        has.picture ? countOf(project, lang, /!\[[^\]]*\]\([^)]+\)/g) : 0,
      )
      const cover = main.getByRole('img', { name: project.words[lang].imageAlt })
      await expect(cover).toBeVisible()
      await expect
        .poll(() => cover.evaluate((image: HTMLImageElement) => image.naturalWidth))
        .toBeGreaterThan(0)
    })
  }
})
