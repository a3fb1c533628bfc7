/**
 * Compiles the server to plain JavaScript in `<BUILD_DIR>/server/` (the build's last steps), so
 * a production host runs `node dist/server/main.js` with production dependencies only: no
 * TypeScript, tsx or Vite at run time. The server's own code and what it imports from
 * `src/schema/` and `src/content/` (the owner's content, and valibot with the schema) are
 * bundled; the packages of `SERVER_PACKAGES` stay external and load from `node_modules`, as
 * the native better-sqlite3 (Node 20 only) must.
 */
import { readdirSync, readFileSync } from 'node:fs'
import { builtinModules } from 'node:module'
import { join } from 'node:path'
import type { InlineConfig, Plugin } from 'vite'
import { enginePath } from '../paths/engine.ts'
import { contentCollection } from '../plugins/content/plugin.ts'

/** What the built server loads from `node_modules`: the engine's dependencies it runs on. */
const SERVER_PACKAGES = ['hono', '@hono/node-server', 'nodemailer', 'better-sqlite3']

const external = [
  ...SERVER_PACKAGES,
  ...builtinModules,
  ...builtinModules.map((name) => `node:${name}`),
]

const MIGRATIONS = enginePath('migrations')

/** The outbox's SQL migrations, beside the compiled server, where `migrationsDir()` looks. */
function copyMigrations(): Plugin {
  return {
    name: 'copy-migrations',
    generateBundle() {
      for (const name of readdirSync(MIGRATIONS)) {
        this.emitFile({
          type: 'asset',
          fileName: `migrations/${name}`,
          source: readFileSync(join(MIGRATIONS, name), 'utf8'),
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
  contentDir,
}: {
  input: Record<string, string>
  outDir: string
  contentDir: string
}): InlineConfig {
  return {
    configFile: false,
    root: enginePath(),
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

/** The production server and the owner's inbox command. */
export const SERVER_ENTRIES = {
  main: enginePath('server/adapters/node/main.ts'),
  inbox: enginePath('server/adapters/node/inbox.ts'),
}
