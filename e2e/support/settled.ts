import type { Page } from '@playwright/test'

/**
 * Waits until the page has what it loads by itself: the inline loader has requested the code
 * and the stylesheet of what lies below the first screen, and that stylesheet applies; then for
 * Playwright's quiet network. That alone can come before the loader starts, while the sections
 * still show in plain flow; once it has come, it is not waited for again.
 */
export async function waitForPageSettled(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const loader = document.querySelector('script[data-entry]')
    if (!loader) return true
    const entry = loader.getAttribute('data-entry')
    const styles = loader.getAttribute('data-styles')
    const codeRequested = document.querySelector(`script[type="module"][src="${entry}"]`) !== null
    const stylesApplied =
      styles === null ||
      [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].some(
        (link) => link.getAttribute('href') === styles && link.sheet !== null,
      )
    return codeRequested && stylesApplied
  })
  await page.waitForLoadState('networkidle')
}
