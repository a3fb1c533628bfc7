/**
 * Gives code that has just started listening a press it missed, as a click with its default
 * prevented: a link was already followed, as links are (the live demo's tab opened at the
 * press), and must not be followed twice; a button's press has no default to repeat.
 */
export function pressAgain(element: Element): void {
  const heard = new MouseEvent('click', { bubbles: true, cancelable: true })
  heard.preventDefault()
  if (element.isConnected) element.dispatchEvent(heard)
}

/** The button or link a press landed on, unless it is a submit button: that sent its form. */
export function pressedControl(event: Event): Element | null {
  const control = (event.target as Element).closest?.('button, a[href]') ?? null
  return (control as HTMLButtonElement | null)?.type === 'submit' ? null : control
}
