import { expect, test, type Locator, type Page } from '@playwright/test'
import { readDrawings, repeated, sitemapPaths, type Drawings } from './support/drawings'
import { drawnShare, inkIn, shapeDifference } from './support/ink'
import { openPage } from './support/open-page'
import { NARROW, WIDE } from './support/viewports'
import { SKILL_LOGOS } from './support/logos'
import { HOME, LANGS, caseStudyUrl, isShown, projects } from './support/words'

const [firstLogo, secondLogo] = SKILL_LOGOS.map((selector) => `#skills ${selector}`)

/**
 * The interface's icons are `<use>` references into a small sprite; the technologies' logos are
 * CSS masks of a second file, named only in the stylesheet that follows the first paint
 * (src/ui/icon-sets.ts), so they never compete with the first screen's fonts and photo.
 */
const SPRITE = /\/assets\/icons-[^/]+\.svg$/
const LOGOS = /\/assets\/logos-[^/]+\.svg$/
const LATE_STYLESHEET = /\/assets\/style-rest-[^/]+\.css$/

/** A reference's file (empty for the document that holds the reference) and the id in it. */
function splitReference(reference: string): { file: string; id: string } {
  const [file = '', id = ''] = reference.replace(/^url\("?|"?\)$/g, '').split('#')
  return { file: file && new URL(file, 'http://page').pathname, id }
}

/** Where an element draws in the page as it is now (see support/ink.ts). */
async function ink(page: Page, element: Locator): Promise<boolean[]> {
  const box = await element.boundingBox()
  if (!box) throw new Error('the element has no box')
  const viewport = page.viewportSize()
  return inkIn(await page.screenshot({ animations: 'disabled' }), box, viewport?.width ?? 0)
}

test.describe('icons and logos', () => {
  test('the landing page asks for the logos only once its late stylesheet is in', async ({
    page,
  }) => {
    const events: string[] = []
    page.on('request', (request) => {
      if (SPRITE.test(request.url())) events.push('sprite requested')
      if (LOGOS.test(request.url())) events.push('logos requested')
    })
    page.on('requestfinished', (request) => {
      if (LATE_STYLESHEET.test(request.url())) events.push('late stylesheet loaded')
    })
    await openPage(page, HOME.es, 'light', NARROW)
    await expect.poll(() => events).toContain('logos requested')
    expect(events.indexOf('late stylesheet loaded')).toBeGreaterThanOrEqual(0)
    expect(events.indexOf('late stylesheet loaded')).toBeLessThan(events.indexOf('logos requested'))
    expect(events, 'the interface icons come from the sprite').toContain('sprite requested')
  })

  for (const theme of ['light', 'dark'] as const) {
    if (!isShown('skills') || !firstLogo || !secondLogo) continue
    test(`each logo is drawn in its own shape and colour (${theme})`, async ({ page }) => {
      await openPage(page, HOME.en, theme, WIDE)
      const one = page.locator(firstLogo).first()
      const other = page.locator(secondLogo).first()
      await one.scrollIntoViewIfNeeded()
      await page.waitForLoadState('networkidle')
      const [oneInk, otherInk] = [await ink(page, one), await ink(page, other)]
      for (const map of [oneInk, otherInk]) {
        expect(drawnShare(map), 'a logo, not an empty box or a plain square').toBeGreaterThan(0.1)
        expect(drawnShare(map), 'a logo, not an empty box or a plain square').toBeLessThan(0.95)
      }
      expect(shapeDifference(oneInk, otherInk), 'two logos, two shapes').toBeGreaterThan(0.1)
    })
  }

  for (const project of projects.slice(0, 1)) {
    test(`a case study draws the logos of its technologies (${project.slug})`, async ({ page }) => {
      await openPage(page, caseStudyUrl('en', project.slug), 'light', NARROW)
      const logo = page.locator('main .icon--logo').first()
      await logo.scrollIntoViewIfNeeded()
      await page.waitForLoadState('networkidle')
      expect(drawnShare(await ink(page, logo))).toBeGreaterThan(0.1)
    })
  }

  test('no page holds a shape twice, and each icon names a symbol of the file it points at', async ({
    page,
    request,
  }) => {
    const files = new Map<string, Drawings>()
    const drawingsOf = async (file: string) => {
      const known = files.get(file)
      if (known) return known
      const read = await readDrawings(page, await (await request.get(file)).text(), 'image/svg+xml')
      expect(repeated(read.ids), `${file}: an id another symbol has`).toEqual([])
      files.set(file, read)
      return read
    }
    const paths = await sitemapPaths(request)
    expect(paths).toContain(HOME.es)
    for (const path of paths) {
      const served = await readDrawings(page, await (await request.get(path)).text(), 'text/html')
      expect(repeated(served.pathData), `${path}: a shape drawn twice`).toEqual([])
      for (const reference of new Set(served.uses)) {
        const { file, id } = splitReference(reference)
        const target = file ? await drawingsOf(file) : served
        expect(target.ids, `${path}: <use href="${reference}">`).toContain(id)
      }
    }
  })

  for (const lang of LANGS) {
    test(`each logo of the landing page is a view of the logo sheet (${lang})`, async ({
      page,
      request,
    }) => {
      await openPage(page, HOME[lang], 'light', NARROW)
      const masks = await page
        .locator('.icon--logo')
        .evaluateAll((logos) => logos.map((logo) => getComputedStyle(logo).maskImage))
      test.skip(masks.length === 0, 'the owner shows no logo')
      const sheets = new Map<string, string[]>()
      for (const mask of new Set(masks)) {
        const { file, id } = splitReference(mask)
        expect(file, `a logo's mask is ${mask}`).toMatch(LOGOS)
        const ids =
          sheets.get(file) ??
          (await readDrawings(page, await (await request.get(file)).text(), 'image/svg+xml')).ids
        sheets.set(file, ids)
        expect(ids, mask).toContain(id)
      }
    })
  }
})
