/**
 * The tools only some commands need. The browser test's and Cloudflare's are installed by a site
 * that uses them: the engine does not depend on them (a peer would stay after a plain
 * `npm prune --omit=dev`), and the versions it is tested with are the ranges of its own
 * devDependencies. The build's are the engine's peer dependencies: npm installs them with the
 * engine, and a production host removes them once the site is built
 * (`npm prune --omit=dev --omit=peer`), keeping only what serving, the inbox and the stats load.
 */
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { enginePath } from '../builder/paths/engine.ts'
import { UsageError } from './usage-error.ts'

const TOOLS = {
  test: {
    what: 'the browser test tools',
    packages: ['playwright-core', '@axe-core/playwright', 'smtp-server'],
  },
  'preview:edge': { what: "Cloudflare's local runtime", packages: ['miniflare'] },
  'deploy:edge': { what: "Cloudflare's command line", packages: ['wrangler'] },
} as const

export type ToolCommand = keyof typeof TOOLS

const require = createRequire(import.meta.url)

/** Installed when Node finds it from the engine, as the command's own import would. */
function installed(name: string): boolean {
  try {
    require.resolve(`${name}/package.json`)
    return true
  } catch (error) {
    // Found, but its exports do not list package.json: it is there all the same.
    return (error as NodeJS.ErrnoException).code === 'ERR_PACKAGE_PATH_NOT_EXPORTED'
  }
}

interface Manifest {
  devDependencies?: Record<string, string>
  peerDependencies?: Record<string, string>
  peerDependenciesMeta?: Record<string, { optional?: boolean }>
}

function manifest(): Manifest {
  return JSON.parse(readFileSync(enginePath('package.json'), 'utf8')) as Manifest
}

/** `name@range`, quoted when a shell would read the range's characters. */
function installSpec(name: string, range: string | undefined): string {
  if (!range) return name
  const spec = `${name}@${range}`
  return /^[\w@./-]+$/.test(spec) ? spec : `"${spec}"`
}

/** The one line to run for what `command` lacks, or `undefined` when all is installed. */
export function missingTools(
  command: ToolCommand,
  isInstalled: (name: string) => boolean = installed,
): string | undefined {
  const { what, packages } = TOOLS[command]
  const missing = packages.filter((name) => !isInstalled(name))
  if (missing.length === 0) return undefined
  const ranges = manifest().devDependencies ?? {}
  const specs = missing.map((name) => installSpec(name, ranges[name]))
  return `bifolio ${command} needs ${what}: npm install -D ${specs.join(' ')}`
}

/**
 * The one line for a command that builds or reads the content on an install whose build tools
 * were pruned, or `undefined` when they are all there.
 */
export function missingBuildTools(
  command: string,
  isInstalled: (name: string) => boolean = installed,
): string | undefined {
  const { peerDependencies = {}, peerDependenciesMeta = {} } = manifest()
  // An optional peer (SQLite's package for Node 20) is the server's, not a build tool.
  const missing = Object.keys(peerDependencies).filter(
    (name) => !peerDependenciesMeta[name]?.optional && !isInstalled(name),
  )
  if (missing.length === 0) return undefined
  const which =
    missing.length <= 2
      ? `${missing.join(' and ')} ${missing.length === 1 ? 'is' : 'are'} not installed`
      : `${missing.length} of them are not installed, as after a production prune`
  return `bifolio ${command} needs the engine's build tools (${which}): run npm install`
}

/** Stops `command` with one of those lines before it loads code that imports the missing tools. */
export function requireTools(command: string, tools?: ToolCommand): void {
  const line = missingBuildTools(command) ?? (tools && missingTools(tools))
  if (line) throw new UsageError(line)
}
