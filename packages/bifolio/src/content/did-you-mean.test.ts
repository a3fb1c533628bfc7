import { describe, expect, it } from 'vitest'
import { suggestion } from './did-you-mean.ts'

describe('suggestion', () => {
  it('names the known name a typo is closest to', () => {
    expect(suggestion('about', ['home', 'about-me', 'contact'])).toBe(' (did you mean "about-me"?)')
    expect(suggestion('Postgress', ['postgres', 'go'])).toBe(' (did you mean "postgres"?)')
  })

  it('says nothing for a name far from every known one, or for none known', () => {
    expect(suggestion('kubernetes', ['go', 'rust'])).toBe('')
    expect(suggestion('go', [])).toBe('')
  })
})
