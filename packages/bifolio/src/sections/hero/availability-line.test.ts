import { describe, expect, it } from 'vitest'
import { SITE_LANGS, wordsOf } from '../../../test/web/words'
import { formatDay } from '../../lib/format-day'
import { availabilityLine, availabilityOn } from './availability-line'

/** The test's own words, so the check holds whatever the owner wrote. */
const words = { now: 'Free now', from: 'Free from {date}', booked: 'Booked' }

describe('the availability line', () => {
  it('writes a "from" date in the page’s language', () => {
    const from = { status: 'from', date: '2027-01-11' } as const
    expect(availabilityLine(from, words, 'en', '2026-11-26')).toBe('Free from January 11, 2027')
    expect(availabilityLine(from, words, 'es', '2026-11-26')).toBe('Free from 11 de enero de 2027')
  })

  it('reads a "from" date already reached as available now', () => {
    const from = { status: 'from', date: '2026-11-26' } as const
    expect(availabilityOn(from, '2026-11-25')).toBe('from')
    expect(availabilityOn(from, '2026-11-26')).toBe('now')
    expect(availabilityLine(from, words, 'en', '2027-03-01')).toBe('Free now')
  })

  it('says fully booked and available now as the content words them', () => {
    expect(availabilityLine({ status: 'booked' }, words, 'es', '2026-11-26')).toBe('Booked')
    expect(availabilityLine({ status: 'now' }, words, 'es', '2026-11-26')).toBe('Free now')
  })

  it('finds {date} in the owner’s "from" words of each language, when they have them', () => {
    for (const lang of SITE_LANGS) {
      const from = wordsOf(lang).availability?.from
      if (from !== undefined) expect(from).toContain('{date}')
    }
    expect(formatDay('2027-01-11', 'en')).toBe('January 11, 2027')
  })
})
