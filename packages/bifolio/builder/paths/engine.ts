/**
 * Where the engine's own files are, wherever it is installed (a site's `node_modules/bifolio/`
 * or this repository's `packages/bifolio/`), and where the site it works on keeps its content.
 * Nothing of the engine is found relative to the working directory, which is the site's.
 */
import { readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'

// A path, not a URL: under jsdom the global URL is not the one node:url accepts.
export const ENGINE_DIR = resolve(import.meta.dirname, '..', '..')

/** A file or folder of the engine, e.g. `enginePath('src/app/entry-loader.ts')`. */
export const enginePath = (...parts: string[]) => join(ENGINE_DIR, ...parts)

/**
 * The site the commands work on: `BIFOLIO_SITE` when set (this repository's tests and tools
 * name the owner they check), else the working directory, where a site's npm scripts run.
 */
export function siteDirFromEnv(env: NodeJS.ProcessEnv): string {
  return resolve(env.BIFOLIO_SITE?.trim() || '.')
}

/** The owner's content folder of a site. */
export const contentDirOf = (siteDir: string) => join(siteDir, 'content')

/** The engine's version, from its own package.json: what a build records and `version` prints. */
export function engineVersion(): string {
  const manifest = JSON.parse(readFileSync(enginePath('package.json'), 'utf8')) as {
    version: string
  }
  return manifest.version
}
