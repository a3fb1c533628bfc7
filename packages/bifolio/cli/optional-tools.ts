/**
 * The tools only some commands need, which a site installs when it uses them: the browser test's
 * and Cloudflare's. The engine does not depend on them (an optional peer would stay in a
 * pruned install), so a production install carries none of them; the versions it is tested with
 * are the ranges of its own devDependencies.
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

function testedRanges(): Record<string, string> {
  const manifest = JSON.parse(readFileSync(enginePath('package.json'), 'utf8')) as {
    devDependencies?: Record<string, string>
  }
  return manifest.devDependencies ?? {}
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
  const ranges = testedRanges()
  const specs = missing.map((name) => installSpec(name, ranges[name]))
  return `bifolio ${command} needs ${what}: npm install -D ${specs.join(' ')}`
}

/** Stops `command` with that one line before it loads code that imports the missing tools. */
export function requireTools(command: ToolCommand): void {
  const line = missingTools(command)
  if (line) throw new UsageError(line)
}
