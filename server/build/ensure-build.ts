/**
 * Builds the site when it is missing or stale. Builds share `dist/`, so they are serialised
 * with `flock` where it exists, and the check is repeated once the lock is held: a build that
 * finished while we waited is not run again.
 */
import { spawnSync } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { staleReason } from './build-state'

const LOCK_FILE = '/tmp/build.lock'
const LOCK_HELD = 'PORTFOLIO_BUILD_LOCK_HELD'

export interface EnsureBuildOptions {
  root: string
  siteUrl: string
  log?: (line: string) => void
}

function run(command: string, args: string[], root: string, siteUrl: string): number {
  const result = spawnSync(command, args, {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, SITE_URL: siteUrl, [LOCK_HELD]: '1' },
  })
  if (result.error && (result.error as NodeJS.ErrnoException).code === 'ENOENT') return -1
  return result.status ?? 1
}

function buildNow(root: string, siteUrl: string): void {
  const status = run('npm', ['run', 'build'], root, siteUrl)
  if (status !== 0) throw new Error(`the build failed (npm run build exited with ${status})`)
}

export function ensureBuild({ root, siteUrl, log = console.log }: EnsureBuildOptions): void {
  const reason = staleReason(root, siteUrl)
  if (reason === undefined) return
  if (process.env[LOCK_HELD] === '1') {
    log(`building the site: ${reason}`)
    return buildNow(root, siteUrl)
  }
  const self = fileURLToPath(new URL('./build-if-stale.ts', import.meta.url))
  const status = run('flock', [LOCK_FILE, process.execPath, '--import', 'tsx', self], root, siteUrl)
  if (status === -1) {
    log(`building the site: ${reason}`)
    return buildNow(root, siteUrl)
  }
  if (status !== 0) throw new Error(`the build failed (exit code ${status})`)
}
