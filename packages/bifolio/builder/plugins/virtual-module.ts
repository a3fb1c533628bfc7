import type { Plugin } from 'vite'

/**
 * A Vite plugin that answers the import of `id` (a `virtual:` module) with what `source`
 * makes, from the content the build checked: the first-paint filters' CSS, the owner's colours.
 */
export function virtualModule(name: string, id: string, source: () => Promise<string>): Plugin {
  return {
    name,
    resolveId: (imported) => (imported === id ? `\0${id}` : undefined),
    load: (resolved) => (resolved === `\0${id}` ? source() : undefined),
  }
}
