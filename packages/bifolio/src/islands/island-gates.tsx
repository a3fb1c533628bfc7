import { lazy, useLayoutEffect, type ComponentType, type JSX } from 'react'
import { loadedModule } from '../lib/loaded-module'
import { pressAgain, pressedControl } from '../lib/press-again'

/**
 * Islands whose code comes with the page or waits until a visitor needs them (app/page-parts.ts):
 * the projects and the contact form load as they near the viewport or at the first touch, focus
 * or keystroke in them, not with the first screen. Until then their prerendered HTML stands as
 * it is (links are links, the form posts itself), and a press there is held and given to the
 * island once it listens: React drops a press on a part whose code has not arrived.
 */

// How far below the viewport a part starts loading, so it is alive before it is seen.
const NEAR_VIEWPORT = '0px 0px 100% 0px'
const INTERACTIONS = ['pointerdown', 'focusin', 'keydown', 'input'] as const

const sleeping = new Set<() => void>()
const loading = new Set<Promise<unknown>>()

/**
 * Resolves once the element `id` is used, or, `onVisible`, nears the viewport; at once if it
 * is not there.
 */
function whenNeeded(id: string, onVisible: boolean): Promise<void> {
  const element = import.meta.env.SSR ? null : document.getElementById(id)
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
    if (onVisible) observer.observe(element)
    for (const type of INTERACTIONS) element.addEventListener(type, wake, true)
    sleeping.add(wake)
  })
}

/**
 * Holds every button and link pressed in the element `id`; the returned function, once the
 * island listens, gives them to it, once (src/lib/press-again.ts).
 */
function holdPresses(id: string): () => void {
  const pressed: Element[] = []
  // On the document, ahead of React's root, which stops a press on a part still waiting.
  const hold = (event: Event) => {
    const control = pressedControl(event)
    if (control && document.getElementById(id)?.contains(control) && !pressed.includes(control))
      pressed.push(control)
  }
  document.addEventListener('click', hold, true)
  let released = false
  return () => {
    if (released) return
    released = true
    document.removeEventListener('click', hold, true)
    pressed.forEach(pressAgain)
  }
}

/** `Island`, which once hydrated presses again what was pressed while it waited. */
function releasingPresses<Props extends JSX.IntrinsicAttributes>(
  Island: ComponentType<Props>,
  release: () => void,
): ComponentType<Props> {
  return function Listening(props: Props) {
    useLayoutEffect(release, [])
    return <Island {...props} />
  }
}

/**
 * A component whose code loads at once (`load`), when the element `id` (its prerendered root)
 * is used, or when it nears the viewport (`visible`). Whichever: React drops a press on a part
 * whose code has not come, even one loading with the page, so each holds its presses.
 */
export function lazyIsland<Props extends JSX.IntrinsicAttributes>(
  id: string,
  load: () => Promise<{ default: ComponentType<Props> }>,
  when: 'load' | 'visible' | 'interaction',
) {
  // Held from the moment the app's code runs, before React listens: the entry loader gives
  // the presses it held to whoever listens then (src/app/entry-loader.ts), this among them.
  const release = import.meta.env.SSR ? () => undefined : holdPresses(id)
  return lazy(() => {
    const needed = when === 'load' ? Promise.resolve() : whenNeeded(id, when === 'visible')
    const loaded = needed
      .then(() => loadedModule(load()))
      .then((module) => ({ default: releasingPresses(module.default, release) }))
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
