/**
 * Gives code that has just started listening a press it missed. A button is pressed again. A
 * link was already followed, as links are (the live demo's tab opened at the press), so the
 * code only hears of it, its default prevented: it must not open the tab twice.
 */
export function pressAgain(element: Element): void {
  if (!element.isConnected) return
  if (element instanceof HTMLButtonElement) return element.click()
  const heard = new MouseEvent('click', { bubbles: true, cancelable: true })
  heard.preventDefault()
  element.dispatchEvent(heard)
}

/** The button or link a press landed on, unless it is a submit button: that sent its form. */
export function pressedControl(event: Event): Element | null {
  const target = event.target instanceof Element ? event.target.closest('button, a[href]') : null
  return target instanceof HTMLButtonElement && target.type === 'submit' ? null : target
}
