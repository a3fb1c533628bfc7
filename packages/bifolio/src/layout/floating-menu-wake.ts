/**
 * What the floating menu (floating-menu.tsx, a static part) answers from the first paint, from
 * the document: its round button toggles the theme and shows the theme the page has. Fanning
 * out and folding (floating-menu-behavior.ts) come at the first hover or focus on a menu, as
 * most visits never touch it; until then, and without JavaScript, the stylesheet fans it out
 * on :hover and :focus-within. Listening on the document, it answers the prerendered HTML, the
 * same HTML after a language switch changed its words, and a press the entry loader held
 * before the code came.
 */
import { LOCALE_SHOWN_EVENT } from '../lib/hydration-signals'
import { loadedModule } from '../lib/loaded-module'
import { readTheme, toggleTheme } from '../theme/theme-switch'

export const FLOATING_MENU = '.floating-menu'
export const TOGGLE = '.floating-menu__toggle'

export const closest = (target: EventTarget | null, selector: string) =>
  target instanceof Element ? target.closest<HTMLElement>(selector) : null

/** The theme on every toggle: the prerendered page cannot know the visitor's. */
function showTheme(root: Document, theme = readTheme()): void {
  for (const toggle of root.querySelectorAll(TOGGLE)) {
    toggle.setAttribute('aria-pressed', String(theme === 'dark'))
  }
}

/** Answers the floating menus of `root`; the returned function stops (for tests). */
export function wakeFloatingMenu(root: Document = document): () => void {
  const stopping = new AbortController()
  const on = (type: string, listener: (event: Event) => void) =>
    root.addEventListener(type, listener, { signal: stopping.signal })
  let woken = false
  // Whether Escape was pressed while the fanning's code is on its way (it is then its to
  // answer); undefined while it is not on its way.
  let escaped: boolean | undefined
  const wake = (target: EventTarget | null) => {
    if (woken || !closest(target, FLOATING_MENU)) return
    woken = true
    escaped = false
    void loadedModule(import('./floating-menu-behavior')).then(({ listenToFloatingMenu }) => {
      const fold = escaped
      escaped = undefined
      listenToFloatingMenu(root, stopping.signal)
      if (fold) root.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape' }))
    })
  }
  on('pointerover', (event) => wake(event.target))
  on('focusin', (event) => wake(event.target))
  on('keydown', (event) => {
    if (escaped === false && (event as KeyboardEvent).key === 'Escape') escaped = true
  })
  on('click', (event) => {
    if (closest(event.target, TOGGLE)) showTheme(root, toggleTheme())
  })
  on(LOCALE_SHOWN_EVENT, () => showTheme(root))
  showTheme(root)
  // Focus or a pointer may be in a menu already: on a busy phone a Tab can land there before
  // this code runs, and Escape must still fold what the stylesheet fanned out.
  wake(root.activeElement)
  wake(root.querySelector(`${FLOATING_MENU}:hover`))
  return () => stopping.abort()
}
