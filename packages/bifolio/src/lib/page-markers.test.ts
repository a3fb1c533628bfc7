import { describe, expect, it } from 'vitest'
import { hasMarker, markerIndex } from './page-markers'

describe('page markers', () => {
  it('finds the start of the element that carries the attribute, as React renders it', () => {
    const html = '<main><h2 class="a" data-end="">T</h2></main>'
    expect(markerIndex(html, 'data-end')).toBe(html.indexOf('<h2'))
    expect(hasMarker('<p data-end>x</p>', 'data-end')).toBe(true)
  })

  it('takes neither a longer attribute name nor the name written as words', () => {
    expect(hasMarker('<p data-end-x="">data-end </p>', 'data-end')).toBe(false)
  })

  it('searches from the given index', () => {
    const html = '<p data-end="">a</p><h2 data-end="">b</h2>'
    expect(markerIndex(html, 'data-end', 1)).toBe(html.indexOf('<h2'))
  })
})
