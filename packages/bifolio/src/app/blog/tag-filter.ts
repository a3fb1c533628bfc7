/**
 * The articles' topic filter: `?tag=react` in the URL. The head script copies it onto
 * `<html data-tag-filter>` before the first paint; the rules made at build from the topics in
 * use (builder/plugins/content/posts/tag-filter-css.ts) hide the other articles and counts.
 */

/** The query parameter that names the chosen topic. */
const TAG_PARAM = 'tag'

/** The topic a query string chooses, or '' for none. */
export function chosenTag(search: string): string {
  return new URLSearchParams(search).get(TAG_PARAM)?.trim() ?? ''
}

/** The index's URL filtered by `tag`; '' lists every article. */
export function filteredHref(indexPath: string, tag: string): string {
  return tag ? `${indexPath}?${TAG_PARAM}=${encodeURIComponent(tag)}` : indexPath
}

/**
 * Marks the topic link the URL chose as the current page, the "all" link when it chose none or
 * a topic no article has (which filters nothing).
 */
export function markChosenTag(root: ParentNode, search: string): void {
  const links = [...root.querySelectorAll<HTMLElement>('[data-tag-link]')]
  const wanted = chosenTag(search)
  const chosen = links.find((link) => link.dataset.tagLink === wanted) ? wanted : ''
  for (const link of links) {
    if (link.dataset.tagLink === chosen) link.setAttribute('aria-current', 'page')
    else link.removeAttribute('aria-current')
  }
}
