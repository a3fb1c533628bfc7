import { expect, test, type Page } from '@playwright/test'
import { liveContactForm } from './support/contact-form'
import { FAMILY, SANS_FILES } from './support/look'
import { openPage } from './support/open-page'
import { NARROW } from './support/viewports'
import { HOME, LEGAL_ROUTES, PROJECTS_INDEX, caseStudyUrl, projects } from './support/words'

/**
 * Each font comes in two files (cut at build): a core with every character the site's
 * own text uses, and an extension, declared with a `unicode-range`, for the other Latin-1
 * letters a visitor may type. A page's text never needs the extension; a name with a ç does.
 */
const FONT = /\/assets\/[^/]+\.woff2$/
const EXTENSION = /-extension-[^/]+\.woff2$/

/** Scrolls to the end and back, so every part skipped while off screen is laid out once. */
async function scrollThrough(page: Page): Promise<void> {
  const height = await page.evaluate(() => document.documentElement.scrollHeight)
  for (let y = 0; y <= height; y += NARROW.height / 2) {
    await page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), y)
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => done(null))))
  }
  await page.waitForLoadState('networkidle')
}

const [project] = projects
const PAGES = [
  HOME.es,
  HOME.en,
  PROJECTS_INDEX.en,
  ...(project ? [caseStudyUrl('es', project.slug)] : []),
  LEGAL_ROUTES[0].path,
]

test.describe('fonts', () => {
  for (const path of PAGES) {
    test(`${path} draws all its text from the fonts' cores, never fetching an extension`, async ({
      page,
    }) => {
      // A legal page opens its dialog over the landing page, whose backdrop blurs what scrolls
      // behind it: with software rendering on a busy machine each step of the scroll below
      // costs about half a second, over the default time on a two-core machine under load.
      if (path === LEGAL_ROUTES[0].path) test.slow()
      const fonts: string[] = []
      page.on('request', (request) => {
        if (FONT.test(request.url())) fonts.push(new URL(request.url()).pathname)
      })
      await openPage(page, path, 'light', NARROW)
      await scrollThrough(page)
      expect(fonts.length, 'the page uses its web fonts').toBeGreaterThan(0)
      expect(fonts.filter((font) => EXTENSION.test(font))).toEqual([])
      expect(
        await page.evaluate(
          (family) => document.fonts.check(`16px "${family}"`, document.body.innerText),
          FAMILY.sans,
        ),
        'every character of the page’s text is in the core',
      ).toBe(true)
    })
  }

  for (const path of [HOME.es, ...(project ? [caseStudyUrl('en', project.slug)] : [])]) {
    test(`${path} sets every text in the site's own families, none in a browser default`, async ({
      page,
    }) => {
      await openPage(page, path, 'dark', NARROW)
      await scrollThrough(page)
      // Each element that holds text, and the first family its style names: a browser's own
      // rule (monospace for <code>, say) wins where the site's stylesheet forgets it.
      const families = await page.evaluate(() => {
        const found = new Map<string, string>()
        const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
        while (walker.nextNode()) {
          const holder = walker.currentNode.parentElement
          if (!holder || !walker.currentNode.textContent?.trim()) continue
          if (holder.closest('script, style, noscript, template')) continue
          const first = getComputedStyle(holder).fontFamily.split(',')[0]?.replace(/"/g, '').trim()
          const where = `<${holder.tagName.toLowerCase()} class="${holder.className}">`
          if (first && !found.has(first)) found.set(first, where)
        }
        return Object.fromEntries(found)
      })
      const strangers = Object.entries(families).filter(
        ([family]) => family !== FAMILY.sans && family !== FAMILY.mono,
      )
      expect(
        strangers,
        "families other than the site's, with the first element using each",
      ).toEqual([])
      expect(Object.keys(families)).toContain(FAMILY.sans)
    })
  }

  test('a letter no page uses, typed into the form, is drawn in the site font, not a fallback', async ({
    page,
  }) => {
    const extensions: string[] = []
    page.on('response', (response) => {
      if (EXTENSION.test(response.url()) && response.ok()) extensions.push(response.url())
    })
    await openPage(page, HOME.en, 'light', NARROW)
    const { field } = await liveContactForm(page, 'en')
    await field('name').fill('François Müller')
    await expect
      .poll(() =>
        page.evaluate(
          (family) =>
            [...document.fonts].some(
              (face) =>
                face.family.replace(/"/g, '') === family &&
                face.unicodeRange !== 'U+0-10FFFF' &&
                face.status === 'loaded',
            ),
          FAMILY.sans,
        ),
      )
      .toBe(true)
    expect(
      extensions.some((url) => SANS_FILES.some((name) => url.includes(`/${name}-extension-`))),
    ).toBe(true)
    expect(
      await page.evaluate(
        (family) => document.fonts.check(`16px "${family}"`, 'François Müller'),
        FAMILY.sans,
      ),
    ).toBe(true)
  })
})
