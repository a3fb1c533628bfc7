/**
 * The whole build of one site, step by step, each saying what it did: the page's bundle, the
 * prerender's, every page as HTML with its share pictures and sitemap, compressed copies, the
 * static hosts' headers, the Node server and the Worker. A content problem stops it before
 * anything is written, with one line per problem.
 */
import { readFileSync, renameSync, rmSync } from 'node:fs'
import { dirname, join, relative } from 'node:path'
import { createRequire } from 'node:module'
import { build as viteBuild } from 'vite'
import { clientConfig, type SiteBuild } from './bundles/client.ts'
import { edgeBundle } from './bundles/edge.ts'
import { SERVER_ENTRIES, serverBundle } from './bundles/server.ts'
import { recordBuild, recordedEngine } from './freshness/build-state.ts'
import { updateNotice } from './freshness/engine-update.ts'
import { buildPaths, type BuildPaths } from './paths/build-dir.ts'
import { enginePath, engineVersion } from './paths/engine.ts'
import { ContentError } from './plugins/content/content-error.ts'
import { readLook } from './plugins/look/read-look.ts'
import { writeDeployFiles } from './steps/deploy-files/write-deploy-files.ts'
import { declareModules, linkPackages } from './steps/link-packages/link-packages.ts'
import { precompressSite } from './steps/precompress.ts'
import { prerender } from './steps/prerender.ts'

/**
 * Vite's manifest (which chunk each module became) moved out of the site's files to beside
 * them: the tests find a chunk by its module, and a host has no reason to serve it.
 */
function keepChunkRecord(paths: BuildPaths): void {
  const viteFolder = join(paths.client, '.vite')
  renameSync(join(viteFolder, 'manifest.json'), paths.chunks)
  rmSync(viteFolder, { recursive: true, force: true })
}

const require = createRequire(import.meta.url)

/** The `node_modules` folder the engine's runtime packages are installed in. */
function packagesFolder(): string {
  return dirname(dirname(require.resolve('nodemailer/package.json')))
}

interface Step {
  name: string
  /** What the step did, a line each; nothing when its name says it all. */
  run: () => Promise<string | string[] | undefined>
}

/**
 * An owner's mistake that a step found (a plugin's `ContentError`), out of the bundler's
 * wrapper, which would print it with a stack trace.
 */
function contentErrorIn(error: unknown): ContentError | undefined {
  if (error instanceof ContentError) return error
  const inner = typeof error === 'object' && error !== null ? Reflect.get(error, 'errors') : []
  return Array.isArray(inner)
    ? inner.find((each): each is ContentError => each instanceof ContentError)
    : undefined
}

export async function runBuild(
  site: SiteBuild,
  log: (line: string) => void = console.log,
): Promise<void> {
  const paths = buildPaths(site.buildDir)
  const look = await readLook(site.contentDir)
  const quietly = { logLevel: 'warn' as const }
  const steps: Step[] = [
    {
      name: 'the build folder',
      run: async () => {
        const outcome = linkPackages(site.siteDir, site.buildDir, packagesFolder())
        declareModules(site.buildDir)
        if (outcome === 'linked') return `linked its node_modules to the site's`
        if (outcome === 'kept its own') return 'its own node_modules will be used'
        return undefined
      },
    },
    {
      name: 'the page',
      run: async () => {
        await viteBuild({ ...clientConfig(site, look), ...quietly })
        keepChunkRecord(paths)
        return undefined
      },
    },
    {
      name: 'the prerender bundle',
      run: async () => {
        await viteBuild({ ...clientConfig(site, look, { ssr: true }), ...quietly })
        return undefined
      },
    },
    {
      name: 'the pages',
      run: () =>
        prerender({
          buildDir: site.buildDir,
          contentDir: site.contentDir,
          siteUrl: site.siteUrl,
        }),
    },
    { name: 'compression', run: () => precompressSite(paths.client) },
    { name: 'the static hosts’ headers', run: () => writeDeployFiles(paths.client, site) },
    {
      name: 'the server',
      run: async () => {
        const outDir = paths.server
        await viteBuild(
          serverBundle({ input: SERVER_ENTRIES, outDir, contentDir: site.contentDir }),
        )
        return undefined
      },
    },
    {
      name: 'the Worker',
      run: async () => {
        const outDir = join(site.buildDir, 'edge')
        await viteBuild(edgeBundle({ outDir, contentDir: site.contentDir }))
        return undefined
      },
    },
  ]
  const shown = relative(process.cwd(), site.buildDir) || '.'
  log(`building ${relative(process.cwd(), site.siteDir) || 'the site'} into ${shown}/`)
  const changelog = enginePath('CHANGELOG.md')
  const notice = updateNotice(
    recordedEngine(site.siteDir, site.buildDir),
    engineVersion(),
    readFileSync(changelog, 'utf8'),
    relative(process.cwd(), changelog),
  )
  for (const line of notice) log(line)
  for (const [index, step] of steps.entries()) {
    const started = performance.now()
    const said = await step.run().catch((error: unknown) => {
      throw contentErrorIn(error) ?? error
    })
    const seconds = ((performance.now() - started) / 1000).toFixed(1)
    log(`[${index + 1}/${steps.length}] ${step.name} (${seconds} s)`)
    for (const line of [said ?? []].flat()) log(`      ${line}`)
  }
  recordBuild(site.buildDir, engineVersion())
}
