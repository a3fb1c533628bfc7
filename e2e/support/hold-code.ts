import type { Page } from '@playwright/test'
import { chunkOf } from './chunks'

/** The projects island's chunk, which comes as the visitor nears them (src/islands/). */
export const projectsCode = (): RegExp => chunkOf('src/sections/projects/projects-section')

/**
 * Holds the app's code back (it is fetched after the first paint, src/app/entry-loader.ts), or
 * the chunk `code` names, until the returned function is called, so a test can look at and act
 * on the prerendered page alone. The page's load event may wait for the held code: go on once
 * the document is parsed.
 */
export async function holdTheCode(
  page: Page,
  code: RegExp = /\/assets\/index-[^/]+\.js$/,
): Promise<() => void> {
  let release = () => {}
  const released = new Promise<void>((resolve) => (release = resolve))
  await page.route(code, async (route) => {
    await released
    await route.continue()
  })
  return release
}
