import { expect, test, type Browser, type Page } from '@playwright/test'
import { contactForm } from './support/contact-form'
import {
  HOME,
  WORDS,
  isShown,
  projects,
  sectionTexts,
  SHOWN_SECTIONS,
  socialLinks,
  type Lang,
} from './support/words'
import { NARROW } from './support/viewports'

/**
 * The first screen's CSS comes inline; the rest of the stylesheet and the code come after the
 * first paint (src/app/entry-loader.ts). Whatever of that is late or never comes, every
 * section's text is on the page, taking space, in reading order, and links still lead on.
 */
const LOSSES = [
  'the late stylesheet fails',
  'the late stylesheet never arrives',
  'every script fails',
  'JavaScript is off',
] as const
type Loss = (typeof LOSSES)[number]

function firstProject() {
  const [project] = projects
  if (!project) throw new Error('the sample content has no project')
  return project
}
const PROJECT = firstProject()

const REST_STYLESHEET = /\/assets\/style-rest-[^/]+\.css$/
const SCRIPT = /\/assets\/[^/]+\.js$/

async function openWithout(browser: Browser, loss: Loss, path: string): Promise<Page> {
  const context = await browser.newContext({
    viewport: NARROW,
    javaScriptEnabled: loss !== 'JavaScript is off',
  })
  const page = await context.newPage()
  // Held for longer than the test looks: as good as 10 s late on a stalled link.
  if (loss === 'the late stylesheet never arrives') {
    await page.route(REST_STYLESHEET, () => new Promise(() => {}))
  }
  if (loss === 'the late stylesheet fails') {
    await page.route(REST_STYLESHEET, (route) => route.abort())
  }
  if (loss === 'every script fails') await page.route(SCRIPT, (route) => route.abort())
  await page.goto(path, { waitUntil: 'domcontentloaded' })
  return page
}

/**
 * Waits, when this loss lets it come, for the late stylesheet to apply. Until then both views
 * of the projects show in plain flow, and a link picked then may be the one the stylesheet
 * then hides.
 */
async function stylesSettled(page: Page, loss: Loss): Promise<void> {
  if (loss === 'the late stylesheet fails' || loss === 'the late stylesheet never arrives') return
  await page.waitForFunction(
    (source) =>
      [...document.styleSheets].some((sheet) => new RegExp(source).test(sheet.href ?? '')),
    REST_STYLESHEET.source,
  )
}

/** Each section's top edge, in document order; a hidden one has no box. */
async function sectionTops(page: Page): Promise<(number | null)[]> {
  return page.evaluate(
    (ids) => {
      return ids.map((id) => {
        const box = document.getElementById(id)?.getBoundingClientRect()
        return box && box.height > 0 ? box.top + window.scrollY : null
      })
    },
    [...SHOWN_SECTIONS],
  )
}

async function expectWholeLandingPage(page: Page, lang: Lang): Promise<void> {
  const tops = await sectionTops(page)
  expect(
    tops.every((top) => top !== null),
    `sections with no box: ${tops.join(', ')}`,
  ).toBe(true)
  expect([...tops].sort((a, b) => (a ?? 0) - (b ?? 0))).toEqual(tops)
  // A section's title may also be a label of the navigation, which a phone's top bar hides.
  for (const text of sectionTexts(lang))
    await expect(
      page.getByText(text, { exact: true }).filter({ visible: true }).first(),
    ).toBeVisible()
  if (isShown('projects')) {
    // The first card shows at every width: in front of the deck or first in the stack.
    const project = page.getByText(PROJECT.words[lang].title, { exact: true })
    await expect(project.filter({ visible: true }).first()).toBeVisible()
  }
  await expect(contactForm(page, lang).field('email')).toBeVisible()
  await expect(page.locator('footer')).toBeVisible()
  // Nothing unstyled widens the page and pushes the fixed navigation aside.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(NARROW.width)
}

/** A case study link of the landing page leads to the case study. */
async function expectCaseStudyLinkLeads(page: Page, loss: Loss): Promise<void> {
  await stylesSettled(page, loss)
  const project = PROJECT
  const link = page
    .locator(`a[href="/en/projects/${project.slug}/"]`)
    .filter({ visible: true })
    .first()
  await link.click()
  await expect(page).toHaveURL(new RegExp(`/en/projects/${project.slug}/$`))
  await expect(page.getByRole('heading', { level: 1, name: project.words.en.title })).toBeVisible()
}

/** The floating menu fans its shortcuts out on focus and on hover. */
async function expectFloatingMenuFans(page: Page, loss: Loss): Promise<void> {
  await stylesSettled(page, loss)
  const menu = page.getByTestId('floating-menu')
  // The owner's first quick link: a profile, or the e-mail every owner has.
  const first = menu.getByRole('link', {
    name: WORDS.en.social[socialLinks[0]?.id ?? 'mail'],
  })
  await expect(first).toBeHidden()
  await page.getByTestId('theme-toggle').focus()
  await expect(first).toBeVisible()
  await page.getByTestId('theme-toggle').blur()
  await expect(first).toBeHidden()
  await menu.hover()
  await expect(first).toBeVisible()
}

for (const loss of LOSSES) {
  test.describe(`when ${loss}`, () => {
    // Its fanning code comes at the first hover or focus; until then, or never, the stylesheet's.
    const fansWithoutCode = loss === 'every script fails' || loss === 'JavaScript is off'

    test(`${HOME.es} shows every section`, async ({ browser }) => {
      const page = await openWithout(browser, loss, HOME.es)
      await expectWholeLandingPage(page, 'es')
      await page.context().close()
    })

    test(`${HOME.en} shows every section${fansWithoutCode ? ', the floating menu fans its shortcuts out on focus and on hover' : ''}, and a case study link leads to the case study`, async ({
      browser,
    }) => {
      const page = await openWithout(browser, loss, HOME.en)
      await test.step('every section', () => expectWholeLandingPage(page, 'en'))
      if (fansWithoutCode) {
        await test.step('the floating menu fans out', () => expectFloatingMenuFans(page, loss))
      }
      await test.step('a case study link leads on', () => expectCaseStudyLinkLeads(page, loss))
      await page.context().close()
    })

    test('a legal page shows its text, and the landing page below it', async ({ browser }) => {
      const t = WORDS.en.legal.privacy
      const page = await openWithout(browser, loss, '/en/privacy')
      await expect(page.getByRole('heading', { name: t.title })).toBeVisible()
      for (const paragraph of t.paragraphs) {
        await expect(page.getByText(paragraph, { exact: true })).toBeVisible()
      }
      expect(await sectionTops(page)).not.toContain(null)
      await page.context().close()
    })
  })
}
