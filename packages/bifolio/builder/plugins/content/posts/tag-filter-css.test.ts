// @vitest-environment jsdom
import { describe, expect, it } from 'vitest'
import { tagFilterCss } from './tag-filter-css.ts'

const POSTS = [{ tags: ['react', 'css'] }, { tags: ['css'] }, { tags: ['node'] }]

/** An index as the page draws it: every entry with its tags, a count per topic, the links. */
function index(chosen: string | undefined): Document {
  document.documentElement.innerHTML = `<head><style>
    .tag-filter__count:not([data-count-for='']) { display: none; }
    ${tagFilterCss(POSTS)}
  </style></head><body>
    <a class="tag-filter__tag" data-tag-link="">all</a>
    ${['react', 'css', 'node'].map((tag) => `<a class="tag-filter__tag" data-tag-link="${tag}">${tag}</a>`).join('')}
    <p class="tag-filter__count" data-count-for="">3 of 3</p>
    ${['react', 'css', 'node'].map((tag) => `<p class="tag-filter__count" data-count-for="${tag}">${tag}</p>`).join('')}
    ${POSTS.map((post, at) => `<li class="blog-index__entry" id="p${at}" data-tags="${post.tags.join(' ')}"></li>`).join('')}
  </body>`
  if (chosen === undefined) delete document.documentElement.dataset.tagFilter
  else document.documentElement.dataset.tagFilter = chosen
  return document
}

const shown = (doc: Document, selector: string) =>
  [...doc.querySelectorAll<HTMLElement>(selector)]
    .filter((element) => getComputedStyle(element).display !== 'none')
    .map((element) => element.id || element.dataset.countFor)

describe('the articles index filtered from the first paint', () => {
  it('shows every article and the whole count without a topic', () => {
    const doc = index(undefined)
    expect(shown(doc, '.blog-index__entry')).toEqual(['p0', 'p1', 'p2'])
    expect(shown(doc, '.tag-filter__count')).toEqual([''])
  })

  it("shows only a chosen topic's articles and its count", () => {
    const doc = index('css')
    expect(shown(doc, '.blog-index__entry')).toEqual(['p0', 'p1'])
    expect(shown(doc, '.tag-filter__count')).toEqual(['css'])
  })

  it('filters nothing for a topic no article has', () => {
    const doc = index('cobol')
    expect(shown(doc, '.blog-index__entry')).toEqual(['p0', 'p1', 'p2'])
    expect(shown(doc, '.tag-filter__count')).toEqual([''])
  })

  it('has no rules without articles', () => {
    expect(tagFilterCss([])).toBe('')
  })
})
