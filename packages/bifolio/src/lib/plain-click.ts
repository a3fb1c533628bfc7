type ClickFacts = Pick<
  MouseEvent,
  'button' | 'defaultPrevented' | 'metaKey' | 'ctrlKey' | 'shiftKey' | 'altKey'
>

/**
 * A left click with no modifier that nothing has handled yet: one the page may take over. A
 * click that opens the link in a new tab or window, or saves it, stays the browser's.
 */
export function isPlainClick(event: ClickFacts): boolean {
  return (
    event.button === 0 &&
    !event.defaultPrevented &&
    !(event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
  )
}
