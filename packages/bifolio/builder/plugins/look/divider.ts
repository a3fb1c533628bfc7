/**
 * The shade of the lines between sections (and of the glow, the case study's rules, the code
 * window's dot and the CV's rules): the owner's own (`divider` in look.yml), or a calm shade of
 * the accent's hue. They are decoration, which WCAG's 3:1 for meaningful graphics leaves out,
 * but a line must still show: each is checked to read at 1.5:1 on the theme's backgrounds, and
 * one that does not is a problem naming the nearest shade that does.
 */
import { clampChroma, converter, formatHex } from 'culori'
import type { Theme } from '../../../src/theme/theme.ts'
import { isHexColor, nearestPassing, ratioLabel, shadeReaching, weakest } from './shades.ts'

/** What a line needs to show on its background. */
export const DIVIDER_MIN_RATIO = 1.5

/**
 * The derived line's OKLCH lightness and most chroma per theme: a light, soft line on the light
 * backgrounds, a brighter one on the dark, as the sample's sky blue (#7cc4f2, #4fa8e0) is drawn.
 */
const DERIVED = {
  light: { lightness: 0.79, chroma: 0.1 },
  dark: { lightness: 0.7, chroma: 0.12 },
} as const satisfies Record<Theme, { lightness: number; chroma: number }>

const toOklch = converter('oklch')

/** The accent's hue at the theme's line lightness, brought to 1.5:1 if it falls short. */
function derived(theme: Theme, accent: string, backgrounds: readonly string[]): string {
  const base = toOklch(accent)
  const { lightness, chroma } = DERIVED[theme]
  const shade = formatHex(
    clampChroma(
      { mode: 'oklch', l: lightness, c: Math.min(base?.c ?? 0, chroma), h: base?.h ?? 0 },
      'oklch',
    ),
  )
  if (weakest(shade, backgrounds).ratio >= DIVIDER_MIN_RATIO) return shade
  const away = theme === 'light' ? 'darker' : 'lighter'
  return shadeReaching(shade, backgrounds, DIVIDER_MIN_RATIO, away) ?? shade
}

/** The theme's line colour, or the line saying why the owner's does not do. */
export function dividerShade(
  theme: Theme,
  accent: string,
  given: string | undefined,
  backgrounds: readonly string[],
  file: string,
): { divider: string } | { problem: string } {
  if (given === undefined) return { divider: derived(theme, accent, backgrounds) }
  const field = `"divider"."${theme}"`
  if (!isHexColor(given))
    return { problem: `${file}: ${field} must be a colour such as "#7cc4f2" (in quotes)` }
  const worst = weakest(given, backgrounds)
  if (worst.ratio >= DIVIDER_MIN_RATIO) return { divider: given }
  const nearest = nearestPassing(given, backgrounds, DIVIDER_MIN_RATIO)
  return {
    problem:
      `${file}: ${field} ${given} reads at ${ratioLabel(worst.ratio)} on the ${theme} theme's ${worst.background} (the lines between sections need ${DIVIDER_MIN_RATIO}:1 to show)` +
      (nearest ? `; the nearest shade that passes is ${nearest}` : ''),
  }
}
