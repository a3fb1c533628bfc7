import { describe, expect, it } from 'vitest'
import { THEME_SURFACES } from '../../../src/theme/surfaces.ts'
import type { Look } from '../../../src/content/types.ts'
import { derivePalette, MINIMUM_RATIO, THEMES } from './palette.ts'
import { DIVIDER_MIN_RATIO } from './divider.ts'
import { contrast, weakest } from './shades.ts'
import { converter } from 'culori'

const FONTS = { sans: 'inter', mono: 'fira-code' } as const
const GREEN: Look = { accent: { light: '#2f855a', dark: '#68d391' }, fonts: FONTS }

const backgrounds = (theme: 'light' | 'dark') => Object.values(THEME_SURFACES[theme])

describe('the look’s palette', () => {
  it('derives shades that meet WCAG AA for every use, in both themes', () => {
    const { palette, problems } = derivePalette(GREEN)
    expect(problems).toEqual([])
    for (const theme of THEMES) {
      const shades = palette?.[theme]
      if (!shades) throw new Error(`no ${theme} palette`)
      expect(shades.accent).toBe(GREEN.accent[theme])
      expect(weakest(shades.accent, backgrounds(theme)).ratio).toBeGreaterThanOrEqual(3)
      expect(weakest(shades.strong, backgrounds(theme)).ratio).toBeGreaterThanOrEqual(4.5)
      expect(weakest(shades.focus, backgrounds(theme)).ratio).toBeGreaterThanOrEqual(3)
      expect(contrast(shades.contrast, shades.strong)).toBeGreaterThanOrEqual(4.5)
      expect(contrast(shades.contrast, shades.accent)).toBeGreaterThanOrEqual(3)
      expect(shades.soft).toMatch(/^rgb\(\d+ \d+ \d+ \/ 0\.1\d\)$/)
    }
    // Small text sits toward the text colour: darker in the light theme, lighter in the dark.
    const light = palette?.light
    const dark = palette?.dark
    expect(contrast(light?.strong ?? '', '#ffffff')).toBeGreaterThan(
      contrast(GREEN.accent.light, '#ffffff'),
    )
    expect(contrast(dark?.strong ?? '', '#000000')).toBeGreaterThan(
      contrast(GREEN.accent.dark, '#000000'),
    )
  })

  it('stops on a too-light accent, naming the colour, the theme, the ratio and a shade that passes', () => {
    const pale = '#7fd3d6'
    const { palette, problems } = derivePalette({
      ...GREEN,
      accent: { ...GREEN.accent, light: pale },
    })
    expect(palette).toBeUndefined()
    expect(problems).toHaveLength(1)
    const [line = ''] = problems
    const match =
      /^content\/look\.yml: "accent"\."light" #7fd3d6 reads at (\d\.\d):1 on the light (\w+ ?\w*) (#[0-9a-f]{6}) \(large text, icons and buttons need 3:1\); the nearest shade that passes is (#[0-9a-f]{6})$/.exec(
        line,
      )
    expect(match, line).not.toBeNull()
    const [, ratio, , background = '', nearest = ''] = match ?? []
    expect(Number(ratio)).toBeCloseTo(Math.floor(contrast(pale, background) * 10) / 10)
    expect(weakest(nearest, backgrounds('light')).ratio).toBeGreaterThanOrEqual(
      MINIMUM_RATIO.graphics,
    )
    // Nearest: a slightly lighter shade would fail again.
    expect(weakest(nearest, backgrounds('light')).ratio).toBeLessThan(3.1)
  })

  it('checks a strong shade the owner sets, and uses it as it is when it passes', () => {
    const ok = derivePalette({ ...GREEN, strong: { dark: '#9ae6b4' } })
    expect(ok.palette?.dark.strong).toBe('#9ae6b4')
    const faint = derivePalette({ ...GREEN, strong: { light: '#48bb78' } })
    expect(faint.problems).toEqual([
      expect.stringMatching(
        /^content\/look\.yml: "strong"\."light" #48bb78 reads at \d\.\d:1 on the light .* \(small text and links need 4\.5:1\); the nearest shade that passes is #[0-9a-f]{6}$/,
      ),
    ])
  })

  it('names a field that is not a colour', () => {
    const { problems } = derivePalette({ ...GREEN, accent: { light: 'green', dark: '#68d391' } })
    expect(problems).toEqual([
      'content/look.yml: "accent"."light" must be a colour such as "#0c969c" (in quotes)',
    ])
  })

  it('draws the lines between sections in a calm shade of the accent’s hue that shows', () => {
    const hue = (color: string) => converter('oklch')(color)?.h ?? 0
    for (const look of [GREEN, { ...GREEN, accent: { light: '#7e22ce', dark: '#c084fc' } }]) {
      const { palette } = derivePalette(look)
      for (const theme of THEMES) {
        const divider = palette?.[theme].divider ?? ''
        expect(Math.abs(hue(divider) - hue(look.accent[theme])), divider).toBeLessThan(12)
        expect(weakest(divider, backgrounds(theme)).ratio).toBeGreaterThanOrEqual(DIVIDER_MIN_RATIO)
      }
    }
  })

  it('keeps the owner’s own line colour, and names one that would not show', () => {
    const own = derivePalette({ ...GREEN, divider: { light: '#7cc4f2' } })
    expect(own.palette?.light.divider).toBe('#7cc4f2')
    const faint = derivePalette({ ...GREEN, divider: { dark: '#1a2440' } })
    expect(faint.palette).toBeUndefined()
    expect(faint.problems).toEqual([
      expect.stringMatching(
        /^content\/look\.yml: "divider"\."dark" #1a2440 reads at 1(\.\d)?:1 on the dark theme's #[0-9a-f]{6} \(the lines between sections need 1\.5:1 to show\); the nearest shade that passes is #[0-9a-f]{6}$/,
      ),
    ])
  })
})
