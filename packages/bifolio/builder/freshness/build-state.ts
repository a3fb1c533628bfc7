/**
 * Decides whether a site's build folder (`dist/`, or the tests' own) must be rebuilt: the site
 * or the compiled server missing, made by another engine version, older than the content or the
 * engine's code, or prerendered for another `SITE_URL` (the canonical link records which one).
 */
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { buildPaths } from '../paths/build-dir'
import { enginePath } from '../paths/engine'

/**
 * Sources whose change makes the build stale: the site's content, relative to the site's
 * folder, and the engine's own code. No build folder is among them, so the tests' build never
 * makes the owner's look stale, nor the other way round.
 */
const SITE_INPUTS = ['content']
const ENGINE_INPUTS = ['src', 'server', 'shared', 'builder', 'index.html', 'migrations'].map(
  (path) => enginePath(path),
)

/** What a build records of itself beside `client/`: the engine that made it. */
const BUILD_RECORD = 'build.json'

/** Notes the engine version a build was made with (a new engine installed has old file times). */
export function recordBuild(buildDir: string, engine: string): void {
  writeFileSync(join(buildDir, BUILD_RECORD), `${JSON.stringify({ engine })}\n`)
}

/** The engine version the last build into `buildDir` was made with, if it said. */
export function recordedEngine(root: string, buildDir: string): string | undefined {
  const file = join(resolve(root, buildDir), BUILD_RECORD)
  if (!existsSync(file)) return undefined
  try {
    return (JSON.parse(readFileSync(file, 'utf8')) as { engine?: string }).engine
  } catch {
    return undefined
  }
}

/** The home page, whose time is the build's and whose canonical link names its SITE_URL. */
function buildEntry(root: string, buildDir: string): string {
  return join(resolve(root, buildPaths(buildDir).client), 'index.html')
}

function newestMtime(path: string): number {
  if (!existsSync(path)) return 0
  const stat = statSync(path)
  if (!stat.isDirectory()) return stat.mtimeMs
  // A folder's own time counts: a file deleted or renamed leaves no newer file behind, only
  // the folder that held it changed.
  let newest = stat.mtimeMs
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
export function staleReason(
  root: string,
  buildDir: string,
  siteUrl: string,
  engine?: string,
): string | undefined {
  const entry = buildEntry(root, buildDir)
  if (!existsSync(entry)) return 'no build yet'
  // The compiled server is written last by `npm run build`.
  if (!existsSync(resolve(root, buildPaths(buildDir).serverEntry))) {
    return 'the server is not compiled yet'
  }
  const recorded = recordedEngine(root, buildDir)
  if (engine && recorded && recorded !== engine) return `the build was made by bifolio ${recorded}`
  const builtAt = statSync(entry).mtimeMs
  const changed = [...SITE_INPUTS.map((input) => join(root, input)), ...ENGINE_INPUTS].find(
    (input) => newestMtime(input) > builtAt,
  )
  if (changed)
    return `${changed.startsWith(root) ? changed.slice(root.length + 1) : 'the engine'} changed since the last build`
  const built = builtSiteUrl(root, buildDir)
  if (built !== undefined && built !== new URL(siteUrl).origin) {
    return `the build was made for SITE_URL ${built}`
  }
  return undefined
}
