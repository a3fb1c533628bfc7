import type { KnipConfig } from 'knip'

/**
 * `npm run lint` fails on a file nothing reaches, an export only its own file uses, or a
 * package used but not declared (or declared but not used). Knip's plugins read the entries of
 * Vite, Vitest, Playwright, ESLint and package.json's scripts; these are the ones they cannot see.
 */
const config: KnipConfig = {
  entry: [
    // The client entries, the prerender's SSR entry, and the loader the prerender inlines by path.
    'src/app/entry-*.{ts,tsx}',
    // Inlined into <head> by path (vite.config.ts), so it runs before first paint.
    'src/theme/head-script.ts',
    // Run as a child process by server/test/child-process.ts.
    'server/test/child-server.ts',
    // Run by hand (`npx tsx …`) and by .ci/run.
    'scripts/art/render-art.ts',
    'scripts/production-check/production-check.ts',
    'scripts/site-test/run.ts',
  ],
  project: ['**/*.{ts,tsx}'],
  ignoreDependencies: [
    // Font packages are named by id in the owner's look.ts and resolved at build.
    '^@fontsource/',
    // Icon sets are resolved by name from the icons the code uses (scripts/icon-sprite.ts).
    '^@iconify-json/',
  ],
  // util-linux's lock, which bench/run.ts holds while it builds so two benches never build into
  // one folder at once.
  ignoreBinaries: ['flock'],
}

export default config
