import type { Page } from '@playwright/test'

/**
 * Collects console errors, uncaught exceptions and React hydration warnings. The browser's
 * own "Failed to load resource" line for a document that is meant to answer 404 is expected.
 */
export function collectConsoleProblems(page: Page, options: { expect404?: boolean } = {}) {
  const problems: string[] = []
  page.on('console', (message) => {
    const text = message.text()
    const isError = message.type() === 'error'
    const isHydrationWarning = message.type() === 'warning' && /hydrat/i.test(text)
    if (!isError && !isHydrationWarning) return
    if (options.expect404 && /status of 404/.test(text) && message.location().url === page.url())
      return
    problems.push(`${message.type()}: ${text} (at ${message.location().url || 'unknown'})`)
  })
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`))
  return problems
}
