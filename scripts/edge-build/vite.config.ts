/**
 * Bundles the Worker (`server/edge/worker.ts`) into one module, `<BUILD_DIR>/edge/worker.js`:
 * what `npm run preview:edge` runs in workerd and `npm run deploy:edge` uploads as it is
 * (`no_bundle` in `wrangler.jsonc`), so the Worker tried locally is the one deployed. It also
 * writes `client/.assetsignore`: the platform compresses assets itself, so the build's `.br`
 * and `.gz` files stay home instead of counting against the upload's file limit.
 */
import { existsSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import type { Plugin } from 'vite'
import { defineConfig } from 'vite'
import { buildDirFromEnv, buildPaths } from '../build-dir.ts'
import { contentCollection } from '../content/plugin.ts'

const paths = buildPaths(buildDirFromEnv())

export const EDGE_DIR = join(paths.client, '..', 'edge')

/** Into the `client/` beside the Worker's folder, where the site was built. */
function assetsIgnore(): Plugin {
  return {
    name: 'assets-ignore',
    writeBundle({ dir }) {
      const client = join(dirname(dir ?? EDGE_DIR), 'client')
      if (existsSync(client)) writeFileSync(join(client, '.assetsignore'), '*.br\n*.gz\n')
    },
  }
}

export default defineConfig({
  // Given with --config, so the site's vite.config.ts (plugins, public files) is not read.
  publicDir: false,
  logLevel: 'warn',
  // The owner's facts and words the Worker writes mails with.
  plugins: [contentCollection({ contentDir: 'src/content' }), assetsIgnore()],
  ssr: { target: 'webworker', noExternal: true },
  build: {
    ssr: true,
    outDir: EDGE_DIR,
    emptyOutDir: true,
    target: 'es2022',
    minify: true,
    sourcemap: false,
    rolldownOptions: {
      input: { worker: 'server/edge/worker.ts' },
      external: ['cloudflare:sockets'],
      output: { format: 'esm', entryFileNames: '[name].js' },
    },
  },
})
