/**
 * Decides whether `dist/` must be rebuilt: the site or the compiled server missing, older than
 * any source the build reads, or prerendered for another `SITE_URL` (the canonical link
 * records which one).
 */
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs'
import { join } from 'node:path'

/** Sources whose change makes the build stale, relative to the project root. */
export const BUILD_INPUTS = ['src', 'server', 'index.html', 'scripts', 'vite.config.ts']

export const BUILD_ENTRY = join('dist', 'client', 'index.html')

/** The compiled server, written last by `npm run build`. */
export const SERVER_ENTRY = join('dist', 'server', 'main.js')

function newestMtime(path: string): number {
  if (!existsSync(path)) return 0
  const stat = statSync(path)
  if (!stat.isDirectory()) return stat.mtimeMs
  let newest = 0
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, entry)))
  return newest
}

/** The origin the build was prerendered for, read back from the home page's canonical link. */
export function builtSiteUrl(root: string): string | undefined {
  const entry = join(root, BUILD_ENTRY)
  if (!existsSync(entry)) return undefined
  const html = readFileSync(entry, 'utf8')
  const tag = /<link\b[^>]*\brel="canonical"[^>]*>/.exec(html)?.[0]
  const href = tag && /\bhref="([^"]+)"/.exec(tag)?.[1]
  if (!href) return undefined
  try {
    return new URL(href).origin
  } catch {
    return undefined
  }
}

/** Why the build must run again, or `undefined` when it is up to date. */
export function staleReason(root: string, siteUrl: string): string | undefined {
  const entry = join(root, BUILD_ENTRY)
  if (!existsSync(entry)) return 'no build yet'
  if (!existsSync(join(root, SERVER_ENTRY))) return 'the server is not compiled yet'
  const builtAt = statSync(entry).mtimeMs
  const changed = BUILD_INPUTS.find((input) => newestMtime(join(root, input)) > builtAt)
  if (changed) return `${changed} changed since the last build`
  const built = builtSiteUrl(root)
  if (built !== undefined && built !== new URL(siteUrl).origin) {
    return `the build was made for SITE_URL ${built}`
  }
  return undefined
}
