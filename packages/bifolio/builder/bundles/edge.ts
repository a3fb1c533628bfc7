/**
 * Bundles the Worker (`server/adapters/edge/worker.ts`) into one module, `<BUILD_DIR>/edge/worker.js`:
 * what `preview:edge` runs in workerd and `deploy:edge` uploads as it is (`no_bundle`), so the
 * Worker tried locally is the one deployed. It also writes `client/.assetsignore`: the platform
 * compresses assets itself, so the build's `.br` and `.gz` files stay home instead of counting
 * against the upload's file limit; and beside the Worker, the site's paths it answers before the
 * assets (its filtered index pages).
 */
import { existsSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import type { InlineConfig, Plugin } from 'vite'
import { enginePath } from '../paths/engine.ts'
import { contentCollection } from '../plugins/content/plugin.ts'
import { setContentLanguages } from '../plugins/content/path-words.ts'
import { filteredIndexPaths } from '../../src/i18n/routes.ts'
import { WORKER_FIRST_FILE } from '../../shared/worker-first.ts'
import { readMigrations, type Migration } from '../../server/outbox/migrations.ts'
import { schemaVersion } from '../../server/outbox/schema-version.ts'

/** Into the `client/` beside the Worker's folder, where the site was built. */
function assetsIgnore(outDir: string): Plugin {
  return {
    name: 'assets-ignore',
    writeBundle() {
      const client = join(dirname(outDir), 'client')
      if (existsSync(client)) writeFileSync(join(client, '.assetsignore'), '*.br\n*.gz\n')
    },
  }
}

function workerFirstPaths(outDir: string, contentDir: string): Plugin {
  return {
    name: 'worker-first-paths',
    async writeBundle() {
      await setContentLanguages(contentDir)
      const paths = `${JSON.stringify(filteredIndexPaths())}\n`
      writeFileSync(join(outDir, WORKER_FIRST_FILE), paths)
    },
  }
}

export function edgeBundle({
  outDir,
  contentDir,
  migrations = readMigrations(enginePath('migrations')),
}: {
  outDir: string
  contentDir: string
  /** The outbox's migrations the Worker is deployed with: the engine's own, or a test's. */
  migrations?: readonly Migration[]
}): InlineConfig {
  return {
    configFile: false,
    root: enginePath(),
    publicDir: false,
    logLevel: 'warn',
    // The owner's facts and words the Worker writes mails with.
    plugins: [
      contentCollection({ contentDir }),
      assetsIgnore(outDir),
      workerFirstPaths(outDir, contentDir),
    ],
    ssr: { target: 'webworker', noExternal: true },
    define: {
      __ENGINE_SCHEMA__: String(schemaVersion(migrations.at(-1)?.name)),
    },
    build: {
      ssr: true,
      outDir,
      emptyOutDir: true,
      target: 'es2022',
      minify: true,
      sourcemap: false,
      rolldownOptions: {
        input: { worker: enginePath('server/adapters/edge/worker.ts') },
        external: ['cloudflare:sockets'],
        output: { format: 'esm', entryFileNames: '[name].js' },
      },
    },
  }
}
