import type { Page } from '@playwright/test'

/**
 * Waits until the page has everything it loads by itself: the inline loader has fetched the
 * code and the stylesheet of what lies below the first screen, that stylesheet applies, and the
 * network has been quiet for a moment (the chunks the code asked for are in). `networkidle`
 * alone can come before the loader starts, while the sections still show in plain flow.
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
