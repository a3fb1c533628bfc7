/**
 * Axe over a whole page, WCAG 2.0, 2.1 and 2.2 at levels A and AA: the owner's `bifolio test`
 * and the repository's browser tests check pages with this one run.
 */
import AxeBuilder from '@axe-core/playwright'
import type { Page } from 'playwright-core'

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']

/** What axe finds on `page`, run inside the page itself. */
export async function axeViolations(page: Page) {
  // "Legacy" mode: the default opens a blank page of its own at every run to merge the results
  // of cross-origin frames, seconds per run on a slow machine; a site page has no such frame
  // (it loads nothing from another origin).
  const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).setLegacyMode().analyze()
  return results.violations
}
