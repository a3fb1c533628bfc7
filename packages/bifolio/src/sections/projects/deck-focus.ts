/**
 * The still deck gives way to the moving one when its code arrives, and the element with the
 * focus goes with it: a keyboard user who had tabbed into the deck would be sent back to the top
 * of the page. Which control had the focus is kept, and the moving deck gives it to the same one.
 * Controls are whatever a Tab stops at: links, buttons and the technologies' tiles, which take
 * the focus for their tooltips.
 */
const CONTROLS = 'a[href], button, [tabindex]:not([tabindex="-1"])'

/** Which of `root`'s focusable elements `target` is, in document order; -1 if none. */
export function controlIndex(root: Element, target: EventTarget | null): number {
  return target instanceof Element ? [...root.querySelectorAll(CONTROLS)].indexOf(target) : -1
}

/** Focuses the element of `root` at `index` if the focus was lost on the way (it is on body). */
export function restoreFocus(root: Element | null, index: number): void {
  if (!root || index < 0) return
  if (document.activeElement && document.activeElement !== document.body) return
  const control = root.querySelectorAll(CONTROLS)[index]
  if (control instanceof HTMLElement) control.focus()
}
