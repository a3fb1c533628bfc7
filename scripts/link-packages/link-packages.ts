/**
 * Build step, the first: a build folder outside the project gets a `node_modules` link to the
 * project's, so what the build leaves there runs as it does in `dist/`. The prerender bundle
 * and the compiled server import their packages by name (react-dom, hono, better-sqlite3), and
 * Node looks for those only in the folders above the importing file.
 */
import { lstatSync, mkdirSync, readlinkSync, rmSync, symlinkSync } from 'node:fs'
import { isAbsolute, join, relative, resolve, sep } from 'node:path'
import { pathToFileURL } from 'node:url'
import { buildDirFromEnv } from '../build-dir.ts'

export type LinkOutcome = 'inside the project' | 'linked' | 'already linked' | 'kept its own'

export function linkPackages(root: string, buildDir: string): LinkOutcome {
  const folder = resolve(root, buildDir)
  const fromRoot = relative(resolve(root), folder)
  if (!isAbsolute(fromRoot) && fromRoot.split(sep)[0] !== '..') return 'inside the project'
  const packages = resolve(root, 'node_modules')
  const link = join(folder, 'node_modules')
  const found = lstatSync(link, { throwIfNoEntry: false })
  if (found && !found.isSymbolicLink()) return 'kept its own'
  if (found && resolve(folder, readlinkSync(link)) === packages) return 'already linked'
  // A link left by a build from another checkout of the project.
  if (found) rmSync(link)
  mkdirSync(folder, { recursive: true })
  symlinkSync(packages, link, 'dir')
  return 'linked'
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  // The build's first step, so a BUILD_DIR it refuses stops the build before anything is written.
  try {
    const buildDir = buildDirFromEnv()
    const outcome = linkPackages(process.cwd(), buildDir)
    if (outcome === 'linked') console.log(`linked ${buildDir}/node_modules to the project's`)
    if (outcome === 'kept its own') {
      console.log(`${buildDir}/node_modules is a folder of its own; the build's code will use it`)
    }
  } catch (error) {
    console.error(error instanceof Error ? error.message : error)
    process.exit(1)
  }
}
