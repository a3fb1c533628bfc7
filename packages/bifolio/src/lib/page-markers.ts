/**
 * Attributes the pages render for the build steps that read them back, so that no build step
 * depends on an owner's words or on the shape of a component's markup.
 */

/**
 * On the element the first screen ends with: the critical CSS inlines the rules of everything
 * up to its end. A page without one is a first screen whole.
 */
export const FIRST_SCREEN_END = 'data-first-screen-end'

/** On what a lazy part shows while its code arrives: a prerendered page must never ship one. */
export const LAZY_FALLBACK = 'data-lazy-fallback'

/** Whether `html` holds an element marked with `attribute` (rendered by React as `name=""`). */
export function hasMarker(html: string, attribute: string): boolean {
  return markerIndex(html, attribute) !== -1
}

/**
 * Where the first element marked with `attribute` starts in `html` (from `from`), or -1. The
 * name counts inside a tag only, not in the words between tags.
 */
export function markerIndex(html: string, attribute: string, from = 0): number {
  const mark = new RegExp(`\\s${attribute}(?=[\\s=>/])`, 'g')
  mark.lastIndex = from
  for (let found = mark.exec(html); found; found = mark.exec(html)) {
    const tagStart = html.lastIndexOf('<', found.index)
    if (tagStart >= from && html.lastIndexOf('>', found.index) < tagStart) return tagStart
  }
  return -1
}

/**
 * In the head of the 404 page alone, which answers every address the site does not have: the
 * search engines leave it out, and the count beacon counts no view of it.
 */
export const NOT_A_PAGE_TAG = '<meta name="robots" content="noindex">'
export const NOT_A_PAGE = 'meta[name="robots"][content="noindex"]'
