import AxeBuilder from '@axe-core/playwright'
import { expect, type Page } from '@playwright/test'

/** WCAG 2.0, 2.1 and 2.2, levels A and AA (issue 5). */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']

/**
 * Runs axe over the whole page and fails with a readable list of what it found. axe waits on
 * timers of its own, so with a frozen page clock (`frozenClock`) the clock is nudged a
 * millisecond at a time while it runs: axe finishes, and timers set by the page (a toast's
 * 5000 ms) stay far from due.
 */
export async function expectNoAxeViolations(
  page: Page,
  { frozenClock = false }: { frozenClock?: boolean } = {},
): Promise<void> {
  let done = false
  const analysis = new AxeBuilder({ page })
    .withTags(WCAG_TAGS)
    .analyze()
    .finally(() => (done = true))
  if (frozenClock) while (!done) await page.clock.runFor(1)
  const results = await analysis
  const found = results.violations.map((violation) => ({
    rule: `${violation.id} (${violation.impact ?? 'n/a'}): ${violation.help}`,
    nodes: violation.nodes.slice(0, 5).map((node) => ({
      target: node.target.join(' '),
      why: node.failureSummary,
    })),
  }))
  expect(found, `axe violations at ${page.url()}`).toEqual([])
}
