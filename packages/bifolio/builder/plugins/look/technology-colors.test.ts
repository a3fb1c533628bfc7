import { converter } from 'culori'
import { describe, expect, it } from 'vitest'
import { technologies } from '../../../src/content/technologies.ts'
import { MINIMUM_RATIO, THEMES } from './palette.ts'
import { logoContrast, readableShade, readableTechnologyColors } from './technology-colors.ts'

const hue = (color: string) => converter('oklch')(color)?.h ?? 0
const lightness = (color: string) => converter('oklch')(color)?.l ?? 0

describe('the technologies’ colours on their tiles', () => {
  it('keeps a brand colour whose logo reads at 3:1 on its tile', () => {
    const python = '#3776AB'
    expect(logoContrast(python, 'light')).toBeGreaterThanOrEqual(MINIMUM_RATIO.graphics)
    expect(readableShade(python, 'light')).toBe(python)
  })

  it('darkens a pale one on the light tiles and lightens a deep one on the dark, keeping the hue', () => {
    for (const [color, theme] of [
      ['#F7DF1E', 'light'],
      ['#02569B', 'dark'],
    ] as const) {
      expect(logoContrast(color, theme)).toBeLessThan(MINIMUM_RATIO.graphics)
      const shade = readableShade(color, theme)
      expect(logoContrast(shade, theme)).toBeGreaterThanOrEqual(MINIMUM_RATIO.graphics)
      expect(Math.abs(hue(shade) - hue(color))).toBeLessThan(10)
      if (theme === 'light') expect(lightness(shade)).toBeLessThan(lightness(color))
      else expect(lightness(shade)).toBeGreaterThan(lightness(color))
    }
  })

  it('gives every technology of the content a colour that reads on its tile in both themes', () => {
    const colors = readableTechnologyColors(technologies)
    expect(Object.keys(colors).sort()).toEqual(Object.keys(technologies).sort())
    for (const [id, byTheme] of Object.entries(colors)) {
      for (const theme of THEMES) {
        expect(logoContrast(byTheme[theme], theme), `${id} ${theme}`).toBeGreaterThanOrEqual(
          MINIMUM_RATIO.graphics,
        )
      }
    }
  })
})
