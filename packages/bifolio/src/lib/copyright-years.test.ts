import { describe, expect, it } from 'vitest'
import { copyrightYears } from './copyright-years'

describe('copyrightYears', () => {
  it('runs from the first year to the build’s, with an en dash', () => {
    expect(copyrightYears(2025, 2026)).toBe('2025–2026')
  })

  it('names one year when the site went up the year it was built, or since is not known', () => {
    expect(copyrightYears(2026, 2026)).toBe('2026')
    expect(copyrightYears(undefined, 2026)).toBe('2026')
  })
})
