/**
 * Where the visitor is reading, kept across a language switch. The static parts are swapped
 * whole for the other language's, so the browser's own scroll anchoring loses the element it
 * held on to; the same ids stand in both languages, so the innermost element with an id at the
 * top of the viewport is found again after the switch and put back where it was.
 */
export interface ScrollAnchor {
  id: string
  top: number
}

/** The innermost element with an id that spans the top of the viewport, and where it stands. */
export function readScrollAnchor(root: ParentNode = document): ScrollAnchor | null {
  let anchor: ScrollAnchor | null = null
  for (const element of root.querySelectorAll('body [id]')) {
    const rect = element.getBoundingClientRect()
    // Document order: a later match lies inside an earlier one or below it, so it is finer.
    if (rect.height > 0 && rect.top <= 0 && rect.bottom > 0)
      anchor = { id: element.id, top: rect.top }
  }
  return anchor
}

/** Scrolls so the anchor's element stands where it stood; nothing if it is gone. */
export function restoreScrollAnchor(anchor: ScrollAnchor): void {
  const element = document.getElementById(anchor.id)
  if (!element) return
  const moved = element.getBoundingClientRect().top - anchor.top
  if (moved !== 0) window.scrollBy({ top: moved, behavior: 'instant' })
}
