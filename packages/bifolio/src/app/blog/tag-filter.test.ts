import { describe, expect, it } from 'vitest'
import { chosenTag, filteredHref, markChosenTag } from './tag-filter'

function links(): HTMLElement {
  const root = document.createElement('nav')
  root.innerHTML = ['', 'react', 'css']
    .map((tag) => `<a data-tag-link="${tag}" href="${filteredHref('/blog/', tag)}"></a>`)
    .join('')
  return root
}

const current = (root: HTMLElement) =>
  [...root.querySelectorAll<HTMLElement>('[aria-current="page"]')].map(
    (link) => link.dataset.tagLink,
  )

describe('the topic filter', () => {
  it('reads and writes the topic in ?tag=', () => {
    expect(chosenTag('?tag=react')).toBe('react')
    expect(chosenTag('')).toBe('')
    expect(filteredHref('/en/blog/', 'web-performance')).toBe('/en/blog/?tag=web-performance')
    expect(filteredHref('/en/blog/', '')).toBe('/en/blog/')
  })

  it('marks the chosen topic as the current link, and "all" for none or an unknown one', () => {
    const root = links()
    markChosenTag(root, '?tag=css')
    expect(current(root)).toEqual(['css'])
    markChosenTag(root, '')
    expect(current(root)).toEqual([''])
    markChosenTag(root, '?tag=cobol')
    expect(current(root)).toEqual([''])
  })
})
