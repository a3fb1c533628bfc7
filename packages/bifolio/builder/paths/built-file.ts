import { join } from 'node:path'

/**
 * The file under `dir` that a built page's link names (`/assets/app-1a2b.css`,
 * `assets/x.js?v=2`, `https://example.com/assets/x.js#y`): the URL's path, without its origin,
 * query or hash, the way a static server finds it.
 */
export function builtFile(dir: string, href: string): string {
  return join(dir, new URL(href, 'http://x').pathname)
}
