/**
 * Decides whether a build folder (`dist/`, or the tests' own) must be rebuilt: the site or the
 * compiled server missing, older than any source the build reads, or prerendered for another
 * `SITE_URL` (the canonical link records which one).
 */
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { buildPaths } from '../../scripts/build-dir'

/**
 * Sources whose change makes the build stale, relative to the project root. No build folder is
 * among them, so the tests' build never makes the owner's look stale, nor the other way round.
 */
const BUILD_INPUTS = ['src', 'server', 'shared', 'index.html', 'scripts', 'vite.config.ts']

/** The home page, whose time is the build's and whose canonical link names its SITE_URL. */
function buildEntry(root: string, buildDir: string): string {
  return join(resolve(root, buildPaths(buildDir).client), 'index.html')
}

function newestMtime(path: string): number {
  if (!existsSync(path)) return 0
  const stat = statSync(path)
  if (!stat.isDirectory()) return stat.mtimeMs
  let newest = 0
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, entry)))
  return newest
}

/** The origin the build was prerendered for, read back from the home page's canonical link. */
export function builtSiteUrl(root: string, buildDir: string): string | undefined {
  const entry = buildEntry(root, buildDir)
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
export function staleReason(root: string, buildDir: string, siteUrl: string): string | undefined {
  const entry = buildEntry(root, buildDir)
  if (!existsSync(entry)) return 'no build yet'
  // The compiled server is written last by `npm run build`.
  if (!existsSync(resolve(root, buildPaths(buildDir).serverEntry))) {
    return 'the server is not compiled yet'
  }
  const builtAt = statSync(entry).mtimeMs
  const changed = BUILD_INPUTS.find((input) => newestMtime(join(root, input)) > builtAt)
  if (changed) return `${changed} changed since the last build`
  const built = builtSiteUrl(root, buildDir)
  if (built !== undefined && built !== new URL(siteUrl).origin) {
    return `the build was made for SITE_URL ${built}`
  }
  return undefined
}
