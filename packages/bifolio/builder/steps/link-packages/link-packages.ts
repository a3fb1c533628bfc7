/**
 * Build step, the first: a build folder outside the site gets a `node_modules` link to the
 * site's, so what the build leaves there runs as it does in `dist/`. The prerender bundle
 * and the compiled server import their packages by name (react-dom, hono, better-sqlite3), and
 * Node looks for those only in the folders above the importing file.
 */
import { lstatSync, mkdirSync, readlinkSync, rmSync, symlinkSync } from 'node:fs'
import { isAbsolute, join, relative, resolve, sep } from 'node:path'

export type LinkOutcome = 'inside the project' | 'linked' | 'already linked' | 'kept its own'

/**
 * `packages`: the `node_modules` folder the site's packages are in (the site's own, or a
 * workspace's above it).
 */
export function linkPackages(root: string, buildDir: string, packages: string): LinkOutcome {
  const folder = resolve(root, buildDir)
  const fromRoot = relative(resolve(root), folder)
  if (!isAbsolute(fromRoot) && fromRoot.split(sep)[0] !== '..') return 'inside the project'
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
