import type { KnipConfig } from 'knip'

/**
 * `npm run lint` fails on a file nothing reaches, an export only its own file uses, or a
 * package used but not declared (or declared but not used). Knip's plugins read the entries of
 * Vite, Vitest, Playwright, ESLint and package.json's scripts; these are the ones they cannot see.
 */
const config: KnipConfig = {
  workspaces: {
    '.': {
      entry: [
        // Run by hand (`npx tsx …`) and by .ci/run.
        'tools/art/render-art.ts',
      ],
      project: ['**/*.{ts,tsx,js}', '!packages/**', '!sites/**'],
      // The engine's optional peer, which npm does not install for it: the outbox's SQLite on
      // Node 20, where this repository's tests run.
      ignoreDependencies: ['better-sqlite3'],
    },
    'packages/bifolio': {
      entry: [
        // The command-line tool, and the script the build lock runs.
        'cli/main.ts',
        'builder/freshness/build-if-stale.ts',
        // The client entries, the prerender's SSR entry, and the loader the prerender inlines.
        'src/app/entry-*.{ts,tsx}',
        // Inlined into <head> by path (builder/bundles/client.ts), so it runs before first paint.
        'src/theme/head-script.ts',
        // The bundles' entries: the server, the inbox, the Worker.
        'server/adapters/node/main.ts',
        'server/adapters/node/inbox.ts',
        'server/adapters/edge/worker.ts',
        // Run as child processes by the server's process tests.
        'test/server/child-server.ts',
        'test/server/lock-holder.ts',
        '**/*.test.{ts,tsx}',
      ],
      project: ['**/*.{ts,tsx,js}'],
      // Optional on purpose: loaded only on a Node without node:sqlite, with one line when absent
      // (server/adapters/node/sqlite.ts).
      ignoreDependencies: ['better-sqlite3'],
    },
    'packages/create-bifolio': {
      entry: [
        // The command, imported by its bin (a .js file) through tsx.
        'src/cli.ts',
        // Run by hand to redraw the starter's placeholder pictures.
        'art/render-art.ts',
        // Run by hand when the engine's words change (src/site/engine-words.test.ts says so).
        'test/write-engine-words.ts',
        '**/*.test.ts',
      ],
      project: ['**/*.{ts,js}'],
    },
  },
  // util-linux's lock, which bench/run.ts holds while it builds so two benches never build into
  // one folder at once.
  ignoreBinaries: ['flock'],
}

export default config
