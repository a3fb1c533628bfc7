/** The built Worker for the tests that run it in workerd, as `npm run build` lays it out. */
import { cpSync } from 'node:fs'
import { join } from 'node:path'
import { build } from 'vite'
import { edgeBundle } from '../../builder/bundles/edge'
import type { Migration } from '../../server/outbox/migrations'
import { SITE_CONTENT } from '../site-under-test'
import { fixtureSite, tempDir } from './fixtures'

/**
 * A new build folder: the fixture site in `client/`, the real Worker bundled by its own config
 * in `edge/worker.js`. A bundle takes seconds, so a test file builds once, in `beforeAll`.
 * `migrations`: the schema the Worker knows, when not the engine's (an engine to come).
 */
export async function buildEdgeFixture(
  prefix: string,
  migrations?: readonly Migration[],
): Promise<string> {
  const buildDir = tempDir(prefix)
  cpSync(fixtureSite(), join(buildDir, 'client'), { recursive: true })
  await build({
    ...edgeBundle({ outDir: join(buildDir, 'edge'), contentDir: SITE_CONTENT, migrations }),
    logLevel: 'silent',
  })
  return buildDir
}
