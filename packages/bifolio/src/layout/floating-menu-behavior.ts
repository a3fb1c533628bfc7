/**
 * How the floating menu (floating-menu.tsx) fans out and folds, from the document: out on
 * hover and on keyboard focus, folded on Escape (WCAG 1.4.13) and when a finger starts
 * scrolling the page. It comes at the first hover or focus on the menu (floating-menu-wake.ts);
 * from then on `data-open` says what the stylesheet's :hover and :focus-within said before.
 */
import { LOCALE_SHOWN_EVENT } from '../lib/hydration-signals'
import { FLOATING_MENU, TOGGLE, closest } from './floating-menu-wake'

function setOpen(menu: Element, open: boolean): void {
  menu.setAttribute('data-open', String(open))
}

/**
 * Opens a menu where keyboard focus or a pointer already is (arrived before the code, or kept
 * through a language switch, which puts the prerendered attributes back), folds the others.
 */
function showOpenMenus(root: Document): void {
  for (const menu of root.querySelectorAll(FLOATING_MENU)) {
    setOpen(menu, menu.contains(root.activeElement) || menu.matches(':hover'))
  }
}

/** Fans out and folds the floating menus of `root` until `signal` aborts. */
export function listenToFloatingMenu(root: Document, signal: AbortSignal): void {
  const on = (target: EventTarget, type: string, listener: (event: Event) => void) =>
    target.addEventListener(type, listener, { signal, passive: true })
  const openMenus = () => root.querySelectorAll(`${FLOATING_MENU}[data-open="true"]`)
  // A pointer or keyboard focus coming in opens the group; going out of it folds it.
  const enter = (event: Event) => {
    const menu = closest(event.target, FLOATING_MENU)
    if (menu) setOpen(menu, true)
  }
  const leave = (event: Event) => {
    const menu = closest(event.target, FLOATING_MENU)
    const to = closest((event as FocusEvent).relatedTarget, FLOATING_MENU)
    if (menu && to !== menu) setOpen(menu, false)
  }
  const fold = () => {
    for (const menu of openMenus()) setOpen(menu, false)
  }
  on(root, 'pointerover', enter)
  on(root, 'focusin', enter)
  on(root, 'pointerout', leave)
  on(root, 'focusout', leave)
  on(root, 'keydown', (event) => {
    if ((event as KeyboardEvent).key !== 'Escape') return
    // The shortcuts are about to hide: keep focus on something visible. Focus first, as moving
    // it fires focusin, which would open the group again.
    for (const menu of openMenus()) {
      if (menu.contains(root.activeElement)) menu.querySelector<HTMLElement>(TOGGLE)?.focus()
    }
    fold()
  })
  on(root, LOCALE_SHOWN_EVENT, () => showOpenMenus(root))
  on(root.defaultView ?? window, 'touchmove', fold)
  showOpenMenus(root)
}
