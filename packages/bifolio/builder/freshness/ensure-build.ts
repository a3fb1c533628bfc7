/**
 * Builds a site into one build folder when it is missing or stale, with the site's own
 * `npm run build`. Builds into the same
 * folder are serialised with `flock` where it exists, and the check is repeated once the lock
 * is held: a build that finished while we waited is not run again. Builds into different
 * folders (the owner's `dist/`, the tests' own) never wait on each other.
 */
import { spawnSync } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { resolve } from 'node:path'
import { buildLockFile } from '../paths/build-dir'
import { engineVersion } from '../paths/engine'
import { staleReason } from './build-state'

const LOCK_HELD = 'BIFOLIO_BUILD_LOCK_HELD'

export interface EnsureBuildOptions {
  /** The site's folder, where `npm run build` builds it. */
  root: string
  /** The folder to build into, as `BUILD_DIR` names it: relative to `root`, or absolute. */
  buildDir: string
  siteUrl: string
  log?: (line: string) => void
}

type Target = Pick<EnsureBuildOptions, 'root' | 'buildDir' | 'siteUrl'>

function run(command: string, args: string[], { root, buildDir, siteUrl }: Target): number {
  const result = spawnSync(command, args, {
    cwd: root,
    stdio: 'inherit',
    // Set, not inherited: a BUILD_DIR in the caller's environment must not redirect the build,
    // nor a BIFOLIO_SITE relative to another folder name another site from the site's own.
    env: {
      ...process.env,
      BIFOLIO_SITE: resolve(root),
      BUILD_DIR: buildDir,
      SITE_URL: siteUrl,
      [LOCK_HELD]: '1',
    },
  })
  if (result.error && (result.error as NodeJS.ErrnoException).code === 'ENOENT') return -1
  return result.status ?? 1
}

function buildNow(target: Target): void {
  const status = run('npm', ['run', 'build'], target)
  if (status !== 0) throw new Error(`the build failed (npm run build exited with ${status})`)
}

export function ensureBuild({ log = console.log, ...target }: EnsureBuildOptions): void {
  const reason = staleReason(target.root, target.buildDir, target.siteUrl, engineVersion())
  if (reason === undefined) return
  if (process.env[LOCK_HELD] === '1') {
    log(`building the site into ${target.buildDir}: ${reason}`)
    return buildNow(target)
  }
  const self = fileURLToPath(new URL('./build-if-stale.ts', import.meta.url))
  const lock = buildLockFile(target.buildDir, target.root)
  const status = run('flock', [lock, process.execPath, '--import', 'tsx', self], target)
  if (status === -1) {
    log(`building the site into ${target.buildDir}: ${reason}`)
    return buildNow(target)
  }
  if (status !== 0) throw new Error(`the build failed (exit code ${status})`)
}
