/**
 * Compiles the server to plain JavaScript in `<BUILD_DIR>/server/` (`npm run build`'s last step),
 * so a production host runs `node dist/server/main.js` with production dependencies only: no
 * TypeScript, tsx or Vite at run time. The server's own code and what it imports from
 * `src/schema/` and `src/content/` (with `profile.json`, and valibot with the schema) are
 * bundled; the packages in `dependencies` and `optionalDependencies` stay external and load
 * from `node_modules`, as the native better-sqlite3 (Node 20 only) must. So those two list
 * exactly what the built server loads; whatever is bundled, for the browser or for the server,
 * is a devDependency.
 */
import { readdirSync, readFileSync } from 'node:fs'
import { builtinModules } from 'node:module'
import { join } from 'node:path'
import type { Plugin } from 'vite'
import { defineConfig, type InlineConfig } from 'vite'
import packageJson from '../../package.json' with { type: 'json' }
import { buildDirFromEnv, buildPaths } from '../build-dir.ts'
import { contentCollection } from '../content/plugin.ts'

const external = [
  ...Object.keys(packageJson.dependencies),
  ...Object.keys(packageJson.optionalDependencies),
  ...builtinModules,
  ...builtinModules.map((name) => `node:${name}`),
]

/** The outbox's SQL migrations, beside the compiled server, where `migrationsDir()` looks. */
function copyMigrations(): Plugin {
  return {
    name: 'copy-migrations',
    generateBundle() {
      for (const name of readdirSync('migrations')) {
        this.emitFile({
          type: 'asset',
          fileName: `migrations/${name}`,
          source: readFileSync(join('migrations', name), 'utf8'),
        })
      }
    },
  }
}

/**
 * The server's bundle: `input` entries (name -> file) into `outDir`, with the owner's content
 * (`contentDir`) built in and the runtime packages left to `node_modules`.
 */
export function serverBundle({
  input,
  outDir,
  contentDir = 'src/content',
}: {
  input: Record<string, string>
  outDir: string
  contentDir?: string
}): InlineConfig {
  return {
    configFile: false,
    // The owner's facts and words the server writes mails and answer pages with.
    plugins: [contentCollection({ contentDir }), copyMigrations()],
    // Not the site's public files: the server serves the built client.
    publicDir: false,
    logLevel: 'warn',
    // Vite would leave every npm package external; `external` below decides instead.
    ssr: { target: 'node', noExternal: true },
    build: {
      ssr: true,
      outDir,
      emptyOutDir: true,
      target: 'node20.19',
      minify: false,
      sourcemap: true,
      rolldownOptions: {
        input,
        external: (id) => external.some((name) => id === name || id.startsWith(`${name}/`)),
        output: { format: 'esm', entryFileNames: '[name].js', chunkFileNames: '[name].js' },
      },
    },
  }
}

export default defineConfig(
  serverBundle({
    input: { main: 'server/main.ts', inbox: 'server/inbox.ts' },
    // Beside the site's `client/`, which the compiled server finds from its own folder.
    outDir: buildPaths(buildDirFromEnv()).server,
  }),
)
