/**
 * Build step, the first: a build folder outside the site gets a `node_modules` link to the
 * site's, so what the build leaves there runs as it does in `dist/`. The prerender bundle
 * and the compiled server import their packages by name (react-dom, hono, better-sqlite3), and
 * Node looks for those only in the folders above the importing file.
 */
import {
  existsSync,
  lstatSync,
  mkdirSync,
  readlinkSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs'
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

/**
 * The built server and prerender bundle are ES modules in `.js` files, which Node reads as
 * such only under a `package.json` saying so: the site's when the folder is inside it, else
 * one written here. A folder's own `package.json` (a deploy folder's) is left as it is.
 * Returns whether one was written.
 */
export function declareModules(buildDir: string): boolean {
  const file = join(buildDir, 'package.json')
  if (existsSync(file)) return false
  mkdirSync(buildDir, { recursive: true })
  writeFileSync(file, `${JSON.stringify({ private: true, type: 'module' }, null, 2)}\n`)
  return true
}
