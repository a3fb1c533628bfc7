import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { chosenValue, filteredHref, followFilterLinks, markChosen } from './query-filter'

const VALUES = ['', 'react', 'css']

function links(): HTMLElement {
  const root = document.createElement('nav')
  root.innerHTML = VALUES.map(
    (value) => `<a data-tag-link="${value}" href="${filteredHref('/blog/', 'tag', value)}"></a>`,
  ).join('')
  return root
}

const current = (root: ParentNode) =>
  [...root.querySelectorAll<HTMLElement>('[aria-current="page"]')].map(
    (link) => link.dataset.tagLink,
  )

const link = (value: string) =>
  document.querySelector<HTMLAnchorElement>(`[data-tag-link="${value}"]`) as HTMLAnchorElement

describe('a query filter', () => {
  it('reads and writes its value in the query, by its key', () => {
    expect(chosenValue('tag', '?tag=react')).toBe('react')
    expect(chosenValue('tech', '?tag=react&tech=docker')).toBe('docker')
    expect(chosenValue('tag', '')).toBe('')
    expect(filteredHref('/en/blog/', 'tag', 'web-performance')).toBe(
      '/en/blog/?tag=web-performance',
    )
    expect(filteredHref('/en/projects/', 'tech', 'c++')).toBe('/en/projects/?tech=c%2B%2B')
    expect(filteredHref('/en/blog/', 'tag', '')).toBe('/en/blog/')
  })

  it('marks the chosen link as the current page, and "all" for none or an unknown value', () => {
    const root = links()
    markChosen(root, 'tag', '?tag=css')
    expect(current(root)).toEqual(['css'])
    markChosen(root, 'tag', '')
    expect(current(root)).toEqual([''])
    markChosen(root, 'tag', '?tag=cobol')
    expect(current(root)).toEqual([''])
  })
})

describe('following the filter links with the code', () => {
  let stop = () => {}
  beforeEach(() => {
    window.history.replaceState(null, '', '/blog/')
    document.body.replaceChildren(links())
    stop = followFilterLinks('tag')
  })
  afterEach(() => {
    stop()
    // The test files share one document: leave it as found.
    document.body.replaceChildren()
    document.documentElement.removeAttribute('data-tag-filter')
    window.history.replaceState(null, '', '/')
  })

  it('narrows in place: the URL, the chosen value on <html> and the current link follow a press', () => {
    const historyLength = window.history.length
    expect(
      link('react').dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true })),
    ).toBe(false)
    expect(window.location.search).toBe('?tag=react')
    expect(window.history.length).toBe(historyLength + 1)
    expect(document.documentElement.dataset.tagFilter).toBe('react')
    expect(current(document)).toEqual(['react'])

    link('').click()
    expect(window.location.search).toBe('')
    expect(document.documentElement.dataset.tagFilter).toBeUndefined()
    expect(current(document)).toEqual([''])
  })

  it('follows Back and Forward', () => {
    link('css').click()
    window.history.replaceState(null, '', '/blog/')
    window.dispatchEvent(new PopStateEvent('popstate'))
    expect(document.documentElement.dataset.tagFilter).toBeUndefined()
    expect(current(document)).toEqual([''])
  })

  it('leaves a press that opens a new tab to the browser', () => {
    const press = new MouseEvent('click', { bubbles: true, cancelable: true, ctrlKey: true })
    let leftToTheBrowser = false
    // Listens after the filter; then keeps jsdom, which cannot open a tab, from trying.
    const after = (event: Event) => {
      leftToTheBrowser = !event.defaultPrevented
      event.preventDefault()
    }
    document.addEventListener('click', after)
    link('css').dispatchEvent(press)
    document.removeEventListener('click', after)
    expect(leftToTheBrowser).toBe(true)
    expect(document.documentElement.dataset.tagFilter).toBeUndefined()
  })
})
