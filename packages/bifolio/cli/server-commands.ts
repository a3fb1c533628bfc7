/** The commands around the built Worker: the edge preview and deploy. */
import { spawnSync } from 'node:child_process'
import { existsSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { join, relative } from 'node:path'
import { readProfile } from '../builder/plugins/content/profile-schema.ts'
import { slugify } from '../src/lib/slug.ts'
import { deployConfig } from './deploy-edge/deploy-config.ts'
import { siteBuild } from './site.ts'
import { UsageError } from './usage-error.ts'

const require = createRequire(import.meta.url)

export async function previewEdge(args: readonly string[]): Promise<void> {
  if (args.length > 0)
    throw new UsageError(`bifolio preview:edge takes no arguments; got ${args.join(' ')}`)
  siteBuild()
  // Loaded here, not above: it starts workerd, which the deploy never needs.
  const { previewEdge: runPreview } = await import('./preview-edge/preview-edge.ts')
  await runPreview()
}

function wrangler(args: string[], cwd: string): void {
  const bin = join(require.resolve('wrangler/package.json'), '..', 'bin', 'wrangler.js')
  const result = spawnSync(process.execPath, [bin, ...args], { cwd, stdio: 'inherit' })
  if (result.status !== 0) throw new UsageError(`wrangler ${args.join(' ')} failed`)
}

export async function deployEdge(args: readonly string[]): Promise<void> {
  if (args.length > 0)
    throw new UsageError(`bifolio deploy:edge takes no arguments; got ${args.join(' ')}`)
  const site = siteBuild()
  const edgeDir = join(site.buildDir, 'edge')
  if (!existsSync(join(edgeDir, 'worker.js'))) {
    throw new UsageError(
      `there is no built Worker in ${relative(process.cwd(), edgeDir)}; run \`npm run build\` first`,
    )
  }
  const profile = await readProfile(site.contentDir)
  const name = 'profile' in profile ? slugify(profile.profile.name) : 'bifolio-site'
  const { config, databaseName } = deployConfig(process.env, name, edgeDir)
  const file = join(edgeDir, 'wrangler.json')
  writeFileSync(file, `${JSON.stringify(config, null, 2)}\n`)
  console.log(`wrote ${relative(process.cwd(), file)}`)
  wrangler(['d1', 'migrations', 'apply', databaseName, '--remote', '--config', file], edgeDir)
  wrangler(['deploy', '--config', file], edgeDir)
}
