import type { Plugin } from 'vite'

/**
 * Keeps the entry chunk out of the preloads Vite adds before each lazy import. A lazy chunk
 * that uses code of the entry lists it among its dependencies, and Vite's helper then appends a
 * `<link rel=modulepreload>` for it, since the inline loader started the entry with a
 * `<script>`, not a link: the browser fetched the entry a second time for nothing. The entry has
 * always run before any of its lazy imports can, so it never needs preloading.
 */
export function entryPreloads(): {
  plugin: Plugin
  resolveDependencies: (file: string, deps: string[]) => string[]
} {
  const entries = new Set<string>()
  return {
    plugin: {
      name: 'bifolio:entry-preloads',
      apply: 'build',
      // Before Vite's own `generateBundle`, which asks `resolveDependencies`.
      generateBundle: {
        order: 'pre',
        handler(_options, bundle) {
          entries.clear()
          for (const output of Object.values(bundle)) {
            if (output.type === 'chunk' && output.isEntry) entries.add(output.fileName)
          }
        },
      },
    },
    // The imported chunk itself is fetched by its `import()`, called beside the preloads.
    resolveDependencies: (file, deps) => deps.filter((dep) => dep !== file && !entries.has(dep)),
  }
}
