/**
 * Where a site's build goes and where everything that reads the build looks: the folder
 * `BUILD_DIR` names, `dist` in the site when unset. The tests build into a folder of their own,
 * so an owner who built `dist/` for her domain and then ran `npm test` still uploads her own
 * build.
 */
import { createHash } from 'node:crypto'
import { tmpdir } from 'node:os'
import { join, relative, resolve, sep } from 'node:path'

export const DEFAULT_BUILD_DIR = 'dist'

/** The folders one build holds, relative to the project root unless `BUILD_DIR` is absolute. */
export interface BuildPaths {
  /** The static site: what a static host serves, and what the Node server serves. */
  client: string
  /** The SSR bundle the prerender step imports; nothing serves it. */
  prerender: string
  /** The compiled server; it finds `client/` beside its own folder. */
  server: string
  serverEntry: string
  /** Which chunk of `client/assets/` each module became (Vite's manifest), for the tests. */
  chunks: string
}

export function buildPaths(buildDir: string): BuildPaths {
  return {
    client: join(buildDir, 'client'),
    prerender: join(buildDir, 'prerender'),
    server: join(buildDir, 'server'),
    serverEntry: join(buildDir, 'server', 'main.js'),
    chunks: join(buildDir, 'chunks.json'),
  }
}

/**
 * `BUILD_DIR` as every build step reads it, relative to the site's folder. The site itself or a
 * folder holding it is refused: the build empties `server/` and `client/` inside it.
 */
export function buildDirFromEnv(env: NodeJS.ProcessEnv, root = process.cwd()): string {
  const raw = env.BUILD_DIR?.trim()
  if (!raw) return DEFAULT_BUILD_DIR
  const projectFromDir = relative(resolve(root, raw), resolve(root))
  if (projectFromDir.split(sep)[0] !== '..') {
    throw new Error(
      `BUILD_DIR must be a folder of its own, such as dist or /tmp/site, not the project or a folder holding it; got "${raw}"`,
    )
  }
  return raw
}

/**
 * The lock that serialises builds into one folder, outside it (the build empties what it
 * writes) and apart from other folders' locks, so the tests' build never waits on the owner's.
 */
export function buildLockFile(buildDir: string, root = process.cwd()): string {
  const folder = resolve(root, buildDir)
  const key = createHash('sha256').update(folder).digest('hex').slice(0, 16)
  return join(tmpdir(), `bifolio-build-${key}.lock`)
}
