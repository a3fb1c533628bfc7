import { isPlainClick } from './plain-click.ts'

/**
 * A list an index page narrows to one value named in its URL: the articles by topic (`?tag=`),
 * the projects by technology (`?tech=`). The filter's links are plain links, so a press works
 * before any code and a filtered view can be shared. The head script copies the value onto
 * `<html>` before the first paint, and rules the build writes from the values in use hide the
 * items without it, show its count and mark its link: the page paints filtered with or without
 * code. Where no script runs at all, the server puts the value on `<html>` itself. With code,
 * `followFilterLinks` narrows in place instead of loading the page again.
 *
 * The markup names its roles by the key, for the rules and the code to find:
 * - the element holding the filter and the list: the class `query-filter--<key>`, which also
 *   keeps the rules out of other pages' first-paint CSS;
 * - each item: `data-<key>-values="a b"`, the values it has;
 * - each link: `data-<key>-link="a"`, '' for the one that lists everything;
 * - each count: `data-<key>-count="a"`, '' for the whole list's;
 * - a link that lists everything only while filtered also has `data-filter-clear`.
 */
/** The index pages a filter narrows, by their route's kind, and the key each one reads. */
export const FILTERED_PAGES = { blog: 'tag', projects: 'tech' } as const

export type FilterKey = (typeof FILTERED_PAGES)[keyof typeof FILTERED_PAGES]

export const FILTER_KEYS: readonly FilterKey[] = Object.values(FILTERED_PAGES)

/** The data attributes of a filter's parts, as markup, the rules and the code name them. */
export function filterAttributes(key: FilterKey) {
  return {
    scope: `query-filter--${key}`,
    chosen: `data-${key}-filter`,
    values: `data-${key}-values`,
    link: `data-${key}-link`,
    count: `data-${key}-count`,
    clear: 'data-filter-clear',
  } as const
}

/** The value a query string chooses for `key`, or '' for none. */
export function chosenValue(key: FilterKey, search: string): string {
  return new URLSearchParams(search).get(key)?.trim() ?? ''
}

/** The index's URL filtered to `value`; '' lists everything. */
export function filteredHref(indexPath: string, key: FilterKey, value: string): string {
  return value ? `${indexPath}?${key}=${encodeURIComponent(value)}` : indexPath
}

/** Puts the chosen value on `<html>`, where the rules read it; '' takes it off. */
export function showChosen(root: HTMLElement, key: FilterKey, value: string): void {
  const { chosen } = filterAttributes(key)
  if (value) root.setAttribute(chosen, value)
  else root.removeAttribute(chosen)
}

/**
 * Marks the link the URL chose as the current page, what a stylesheet cannot say to assistive
 * technology; the one that lists everything when the URL chose none or a value no item has
 * (which filters nothing).
 */
export function markChosen(root: ParentNode, key: FilterKey, search: string): void {
  const { link } = filterAttributes(key)
  const links = [...root.querySelectorAll<HTMLElement>(`[${link}]`)]
  const wanted = chosenValue(key, search)
  const chosen = links.some((each) => each.getAttribute(link) === wanted) ? wanted : ''
  for (const each of links) {
    if (each.getAttribute(link) === chosen) each.setAttribute('aria-current', 'page')
    else each.removeAttribute('aria-current')
  }
}

/**
 * From now on the filter's links narrow the list in place: the URL changes in the history, so
 * Back and Forward step through the choices, and the list follows without a new page load.
 * Returns the function that stops it.
 */
export function followFilterLinks(key: FilterKey): () => void {
  const { link } = filterAttributes(key)
  const show = () => {
    const { search } = window.location
    showChosen(document.documentElement, key, chosenValue(key, search))
    markChosen(document, key, search)
  }
  const follow = (event: MouseEvent) => {
    const target = event.target instanceof Element ? event.target.closest(`a[${link}]`) : null
    if (!(target instanceof HTMLAnchorElement) || !isPlainClick(event)) return
    event.preventDefault()
    if (target.href !== window.location.href) window.history.pushState(null, '', target.href)
    show()
  }
  show()
  document.addEventListener('click', follow)
  window.addEventListener('popstate', show)
  return () => {
    document.removeEventListener('click', follow)
    window.removeEventListener('popstate', show)
  }
}
