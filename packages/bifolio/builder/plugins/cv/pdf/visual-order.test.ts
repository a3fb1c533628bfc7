import { describe, expect, it } from 'vitest'
import { hasRightToLeft, visualPieces } from './visual-order.ts'

describe('a line in the order it is seen', () => {
  it('sets the words of a right-to-left line from the right, each in its typed order', () => {
    // Read from the right: the month, the year, the dash, then "until now".
    expect(visualPieces('مارس 2020 – حتى الآن', 'rtl')).toEqual([
      'الآن',
      ' ',
      'حتى',
      ' – 2020 ',
      'مارس',
    ])
  })

  it('keeps a number inside an Arabic sentence in its own order', () => {
    const pieces = visualPieces('من 340 مسكنا', 'rtl')
    expect(pieces).toEqual(['مسكنا', ' 340 ', 'من'])
  })

  it('keeps a Latin name whole where the sentence puts it', () => {
    expect(visualPieces('Atelier Nord · بيروت', 'rtl')).toEqual(['بيروت', ' · Atelier Nord'])
    expect(visualPieces('Atelier Nord · بيروت', 'ltr')).toEqual(['Atelier Nord · ', 'بيروت'])
  })

  it('mirrors brackets that read right to left, as a browser does', () => {
    expect(visualPieces('<نبذة/>', 'rtl')).toEqual(['</', 'نبذة', '>'])
  })

  it('leaves a Latin line as one piece in either direction', () => {
    expect(visualPieces('TypeScript, React', 'rtl')).toEqual(['TypeScript, React'])
    expect(visualPieces('TypeScript, React', 'ltr')).toEqual(['TypeScript, React'])
    expect(hasRightToLeft('TypeScript, React')).toBe(false)
    expect(hasRightToLeft('العربية')).toBe(true)
  })

  it('gives Arabic-Indic digits one by one, since fontkit would turn a run of them', () => {
    expect(visualPieces('عام ٢٠٢٤', 'rtl')).toEqual(['٢', '٠', '٢', '٤', ' ', 'عام'])
  })
})
