import { lazy, useLayoutEffect, type ComponentType, type JSX } from 'react'
import { loadedModule } from '../lib/loaded-module'

/**
 * Islands whose code waits until a visitor needs them: the projects and the contact form load as
 * they near the viewport or at the first touch, focus or keystroke in them, not with the first
 * screen. Until then their prerendered HTML stands as it is (links are links, the form posts
 * itself), and a press there is held and given to the island once it listens: React drops a
 * press on a part whose code has not arrived.
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

/**
 * Holds every button and link pressed in the element `id`; the returned function, once the
 * island listens, gives them to it, once. A button is pressed again (a submit button is left
 * out: it sent its form without code). A link was already followed, as links are, so the
 * island only hears of it, with its default prevented: the live demo's tab opened at the
 * press, and the note that its servers are starting shows once the code is here.
 */
function holdPresses(id: string): () => void {
  const pressed: Element[] = []
  // On the document, ahead of React's root, which stops a press on a part still waiting.
  const hold = (event: Event) => {
    const target = event.target instanceof Element ? event.target.closest('button, a[href]') : null
    const island = document.getElementById(id)
    if (!target || !island?.contains(target)) return
    if (target instanceof HTMLButtonElement && target.type === 'submit') return
    if (!pressed.includes(target)) pressed.push(target)
  }
  document.addEventListener('click', hold, true)
  let released = false
  return () => {
    if (released) return
    released = true
    document.removeEventListener('click', hold, true)
    for (const element of pressed) {
      if (!element.isConnected) continue
      if (element instanceof HTMLButtonElement) element.click()
      else {
        const heard = new MouseEvent('click', { bubbles: true, cancelable: true })
        heard.preventDefault()
        element.dispatchEvent(heard)
      }
    }
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

/** A component whose code loads when the element `id` (its prerendered root) is needed. */
export function lazyIsland<Props extends JSX.IntrinsicAttributes>(
  id: string,
  load: () => Promise<{ default: ComponentType<Props> }>,
) {
  return lazy(() => {
    const release = typeof document === 'undefined' ? () => undefined : holdPresses(id)
    const loaded = whenNeeded(id)
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
