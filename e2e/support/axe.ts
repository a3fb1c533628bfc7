import { expect, type Page } from '@playwright/test'
import { axeViolations } from '../../packages/bifolio/cli/site-test/axe-run'

/** Runs axe over the whole page (issue 5) and fails with a readable list of what it found. */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  const found = (await axeViolations(page)).map((violation) => ({
    rule: `${violation.id} (${violation.impact ?? 'n/a'}): ${violation.help}`,
    nodes: violation.nodes.slice(0, 5).map((node) => ({
      target: node.target.join(' '),
      why: node.failureSummary,
    })),
  }))
  expect(found, `axe violations at ${page.url()}`).toEqual([])
}
