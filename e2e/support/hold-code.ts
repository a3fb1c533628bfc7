import type { Page } from '@playwright/test'

/**
 * Holds the app's code back (it is fetched after the first paint, src/app/entry-loader.ts) until
 * the returned function is called, so a test can look at and act on the prerendered page alone.
 * The page's load event may wait for the held code: go on once the document is parsed.
 */
export async function holdTheCode(page: Page): Promise<() => void> {
  let release = () => {}
  const released = new Promise<void>((resolve) => (release = resolve))
  await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
    await released
    await route.continue()
  })
  return release
}
