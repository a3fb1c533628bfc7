import { lazy, type ComponentType } from 'react'
import { loadedModule } from '../lib/loaded-module'

/**
 * Islands whose code waits until a visitor needs them: the contact form loads as it nears the
 * viewport or at the first touch, focus or keystroke in it, not with the first screen. Until
 * then its prerendered HTML stands as it is (and works without code: the form posts itself).
 */

// How far below the viewport a part starts loading, so it is alive before it is seen.
const NEAR_VIEWPORT = '0px 0px 100% 0px'
const INTERACTIONS = ['pointerdown', 'focusin', 'keydown', 'input'] as const

const sleeping = new Set<() => void>()
const loading = new Set<Promise<unknown>>()

/** Resolves once the element `id` nears the viewport or is used; at once if it is not there. */
function whenNeeded(id: string): Promise<void> {
  const element = typeof document === 'undefined' ? null : document.getElementById(id)
  if (!element || typeof IntersectionObserver === 'undefined') return Promise.resolve()
  return new Promise((resolve) => {
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) wake()
      },
      { rootMargin: NEAR_VIEWPORT },
    )
    function wake() {
      observer.disconnect()
      for (const type of INTERACTIONS) element?.removeEventListener(type, wake, true)
      sleeping.delete(wake)
      resolve()
    }
    observer.observe(element)
    for (const type of INTERACTIONS) element.addEventListener(type, wake, true)
    sleeping.add(wake)
  })
}

/** A component whose code loads when the element `id` (its prerendered root) is needed. */
export function lazyIsland<Props>(
  id: string,
  load: () => Promise<{ default: ComponentType<Props> }>,
) {
  return lazy(() => {
    const loaded = whenNeeded(id).then(() => loadedModule(load()))
    loading.add(loaded)
    const settled = () => loading.delete(loaded)
    loaded.then(settled, settled)
    return loaded
  })
}

/**
 * Loads every island still waiting, and resolves once all the islands' code is here: a
 * language switch waits for it, since React would draw anew, and empty, a part still waiting
 * for its code when the words above it change (a half-typed message would be lost).
 */
export function wakeIslands(): Promise<unknown> | null {
  if (sleeping.size === 0 && loading.size === 0) return null
  for (const wake of [...sleeping]) wake()
  return Promise.all(loading)
}
