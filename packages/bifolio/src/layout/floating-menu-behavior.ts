/**
 * What the floating menu (floating-menu.tsx, a static part) answers, from the document: its
 * round button toggles the theme, and the group fans out on hover and on keyboard focus and
 * folds on Escape (WCAG 1.4.13) and when a finger starts scrolling the page. Listening on the
 * document, it answers the prerendered HTML, the same HTML after a language switch changed its
 * words, and a press the entry loader held before the code came.
 */
import { LOCALE_SHOWN_EVENT } from '../lib/hydration-signals'
import { readTheme, toggleTheme } from '../theme/theme-switch'

const MENU = '.floating-menu'
const TOGGLE = '.floating-menu__toggle'

function menuOf(target: EventTarget | null): HTMLElement | null {
  return target instanceof Element ? target.closest<HTMLElement>(MENU) : null
}

function setOpen(menu: Element, open: boolean): void {
  menu.setAttribute('data-open', String(open))
}

function openMenus(root: Document): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>(`${MENU}[data-open="true"]`)]
}

/**
 * Shows the state the markup cannot know: the theme on every toggle, and a menu open where
 * keyboard focus or a pointer already is (arrived before the code, or kept through a language
 * switch, which puts the prerendered attributes back).
 */
function showFloatingMenuState(root: Document = document): void {
  const dark = String(readTheme() === 'dark')
  for (const toggle of root.querySelectorAll(TOGGLE)) toggle.setAttribute('aria-pressed', dark)
  for (const menu of root.querySelectorAll(MENU)) {
    setOpen(menu, menu.contains(root.activeElement) || menu.matches(':hover'))
  }
}

/** Answers the floating menus of `root`; the returned function stops (for tests). */
export function listenToFloatingMenu(root: Document = document): () => void {
  const view = root.defaultView ?? window
  // A pointer or keyboard focus coming in opens the group; going out of it folds it.
  const enter = (event: Event) => {
    const menu = menuOf(event.target)
    if (menu) setOpen(menu, true)
  }
  const leave = (event: Event) => {
    const menu = menuOf(event.target)
    if (menu && menuOf((event as FocusEvent).relatedTarget) !== menu) setOpen(menu, false)
  }
  const fold = () => {
    for (const menu of openMenus(root)) setOpen(menu, false)
  }
  const listeners: Record<string, (event: Event) => void> = {
    click: (event) => {
      const toggle = event.target instanceof Element ? event.target.closest(TOGGLE) : null
      toggle?.setAttribute('aria-pressed', String(toggleTheme() === 'dark'))
    },
    pointerover: enter,
    focusin: enter,
    pointerout: leave,
    focusout: leave,
    keydown: (event) => {
      if ((event as KeyboardEvent).key !== 'Escape') return
      // The shortcuts are about to hide: keep focus on something visible. Focus first, as
      // moving it fires focusin, which would open the group again.
      for (const menu of openMenus(root)) {
        if (menu.contains(root.activeElement)) menu.querySelector<HTMLElement>(TOGGLE)?.focus()
      }
      fold()
    },
    [LOCALE_SHOWN_EVENT]: () => showFloatingMenuState(root),
  }
  for (const [type, listener] of Object.entries(listeners)) root.addEventListener(type, listener)
  view.addEventListener('touchmove', fold, { passive: true })
  showFloatingMenuState(root)
  return () => {
    for (const [type, listener] of Object.entries(listeners)) {
      root.removeEventListener(type, listener)
    }
    view.removeEventListener('touchmove', fold)
  }
}
