import AxeBuilder from '@axe-core/playwright'
import { expect, type Page } from '@playwright/test'

/** WCAG 2.0, 2.1 and 2.2, levels A and AA (issue 5). */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']

/** Runs axe over the whole page and fails with a readable list of what it found. */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  // In the page itself ("legacy" mode): the default opens a blank page of its own to merge the
  // results of cross-origin frames, seconds per run on a slow machine, and the site has none.
  const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).setLegacyMode().analyze()
  const found = results.violations.map((violation) => ({
    rule: `${violation.id} (${violation.impact ?? 'n/a'}): ${violation.help}`,
    nodes: violation.nodes.slice(0, 5).map((node) => ({
      target: node.target.join(' '),
      why: node.failureSummary,
    })),
  }))
  expect(found, `axe violations at ${page.url()}`).toEqual([])
}
