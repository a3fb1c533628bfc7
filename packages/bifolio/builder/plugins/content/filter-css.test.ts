// @vitest-environment jsdom
import { describe, expect, it } from 'vitest'
import { filterCss } from './filter-css.ts'

const ITEMS = [['react', 'css'], ['css'], ['node']]
const VALUES = ['react', 'css', 'node']

/**
 * An index as a page draws it: an item per entry with its values, a link and a count per value,
 * the link that lists everything and a clear link; `chosen` is what the head script put on
 * `<html>` (none: nothing).
 */
function index(chosen: string | undefined): Document {
  document.documentElement.innerHTML = `<head><style>${filterCss('tag', ITEMS)}</style></head><body><div class="query-filter--tag">
    <a id="all" data-tag-link="">all</a>
    <a id="clear" data-tag-link="" data-filter-clear>clear</a>
    ${VALUES.map((value) => `<a id="link-${value}" data-tag-link="${value}">${value}</a>`).join('')}
    <p id="count-all" data-tag-count="">3 of 3</p>
    ${VALUES.map((value) => `<p id="count-${value}" data-tag-count="${value}">${value}</p>`).join('')}
    ${ITEMS.map((values, at) => `<div id="item-${at}" data-tag-values="${values.join(' ')}"></div>`).join('')}
  </div></body>`
  if (chosen === undefined) document.documentElement.removeAttribute('data-tag-filter')
  else document.documentElement.setAttribute('data-tag-filter', chosen)
  return document
}

const shown = (doc: Document, prefix: string) =>
  [...doc.querySelectorAll<HTMLElement>(`[id^="${prefix}"]`)]
    .filter((element) => getComputedStyle(element).display !== 'none')
    .map((element) => element.id)

/** The links in the chosen look: coloured unlike a plain link. */
const chosenLinks = (doc: Document) => {
  const plain = getComputedStyle(doc.body.appendChild(doc.createElement('a'))).color
  return [...doc.querySelectorAll<HTMLElement>('a[id]')]
    .filter((link) => getComputedStyle(link).color !== plain)
    .map((link) => link.id)
}

describe('an index filtered from the first paint', () => {
  it('shows every item and the whole count without a choice, "all" marked, no clear link', () => {
    const doc = index(undefined)
    expect(shown(doc, 'item-')).toEqual(['item-0', 'item-1', 'item-2'])
    expect(shown(doc, 'count-')).toEqual(['count-all'])
    expect(shown(doc, 'clear')).toEqual([])
    expect(chosenLinks(doc)).toEqual(['all', 'clear'])
  })

  it("shows only the chosen value's items and count, marks its link and offers to clear", () => {
    const doc = index('css')
    expect(shown(doc, 'item-')).toEqual(['item-0', 'item-1'])
    expect(shown(doc, 'count-')).toEqual(['count-css'])
    expect(shown(doc, 'clear')).toEqual(['clear'])
    expect(chosenLinks(doc)).toEqual(['link-css'])
  })

  it('filters nothing for a value no item has', () => {
    const doc = index('cobol')
    expect(shown(doc, 'item-')).toEqual(['item-0', 'item-1', 'item-2'])
    expect(shown(doc, 'count-')).toEqual(['count-all'])
    expect(chosenLinks(doc)).toEqual(['all', 'clear'])
  })

  it('has no rules without items', () => {
    expect(filterCss('tech', [])).toBe('')
  })
})
