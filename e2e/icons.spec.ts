import { expect, test, type Locator, type Page } from '@playwright/test'
import { drawnShare, inkIn, shapeDifference } from './support/ink'
import { openPage } from './support/open-page'
import { NARROW, WIDE } from './support/viewports'
import { SKILL_LOGOS } from './support/logos'
import { HOME, caseStudyUrl, isShown, projects } from './support/words'

const [firstLogo, secondLogo] = SKILL_LOGOS.map((selector) => `#skills ${selector}`)

/**
 * The interface's icons are `<use>` references into a small sprite; the technologies' logos are
 * CSS masks of a second file, named only in the stylesheet that follows the first paint
 * (src/ui/icon-sets.ts), so they never compete with the first screen's fonts and photo.
 */
const SPRITE = /\/assets\/icons-[^/]+\.svg$/
const LOGOS = /\/assets\/logos-[^/]+\.svg$/
const LATE_STYLESHEET = /\/assets\/style-rest-[^/]+\.css$/

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
})
