import { describe, expect, it } from 'vitest'
import { escapeHtml } from './escape-html'

describe('escapeHtml', () => {
  it('escapes the characters that open markup or close a quoted attribute', () => {
    expect(escapeHtml(`<a href="x">Tom & Jerry's</a>`)).toBe(
      '&lt;a href=&quot;x&quot;&gt;Tom &amp; Jerry&#39;s&lt;/a&gt;',
    )
  })

  it('escapes an ampersand once, so an escape already in the text stays visible as typed', () => {
    expect(escapeHtml('&amp;')).toBe('&amp;amp;')
  })

  it('leaves other text as it is', () => {
    expect(escapeHtml('¿Qué tal? Ω — 100%')).toBe('¿Qué tal? Ω — 100%')
  })
})
