import { loadedModule } from '../lib/loaded-module'

/**
 * The code that follows the scroll: the progress bar's spring, the navigation's watch over the
 * section in view, and the landing on a link's section. It comes with the first scroll, or with
 * a hash to land on, in one chunk: a visit that reads only the first screen needs none of it.
 */
export function loadScrollCode() {
  return loadedModule(import('./scroll-following'))
}
