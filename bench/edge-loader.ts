/**
 * Loads edge-figures.ts through Vite's module runner with the site's own config: the Worker's
 * contact handling reads the owner's content from the build's virtual modules, which a plain
 * Node import cannot resolve.
 */
import { resolve } from 'node:path'
import { runnerImport } from 'vite'
import { clientConfig } from '../packages/bifolio/builder/bundles/client.ts'
import { contentDirOf } from '../packages/bifolio/builder/paths/engine.ts'
import { readBuildSettings } from '../packages/bifolio/builder/build-config.ts'
import { readLook } from '../packages/bifolio/builder/plugins/look/read-look.ts'
import { BENCH_SITE } from './bench-build.ts'
import type * as EdgeFigures from './edge-figures.ts'

type EdgeModule = typeof EdgeFigures

export async function loadEdgeFigures(): Promise<EdgeModule> {
  const site = {
    siteDir: BENCH_SITE,
    contentDir: contentDirOf(BENCH_SITE),
    buildDir: resolve('node_modules', '.cache', 'bifolio', 'bench-edge'),
    cacheDir: resolve('node_modules', '.cache', 'bifolio'),
    ...readBuildSettings(),
  }
  const config = clientConfig(site, await readLook(site.contentDir))
  const { module } = await runnerImport<EdgeModule>(
    resolve(import.meta.dirname, 'edge-figures.ts'),
    {
      ...config,
      root: process.cwd(),
      logLevel: 'silent',
    },
  )
  return module
}
