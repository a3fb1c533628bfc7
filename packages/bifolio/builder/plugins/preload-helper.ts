import type { Plugin } from 'vite'
import { enginePath } from '../paths/engine.ts'

/** The module Vite imports its preload helper from, in every chunk with a lazy `import()`. */
const VITE_HELPER = '\0vite/preload-helper.js'

/**
 * Gives the page's build the site's own preload helper (src/app/preload-helper.ts) in place of
 * Vite's, which the entry carried for features the site does not use.
 */
export function preloadHelper(): Plugin {
  return {
    name: 'bifolio:preload-helper',
    enforce: 'pre',
    apply: 'build',
    load(id) {
      if (id !== VITE_HELPER) return undefined
      return `export { __vitePreload } from ${JSON.stringify(enginePath('src/app/preload-helper.ts'))}`
    },
  }
}
