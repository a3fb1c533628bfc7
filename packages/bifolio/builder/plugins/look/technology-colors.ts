/**
 * Each technology's colour as its skill tile draws it, per theme: the brand colour the owner
 * gave (`technologies.yml`), or, where the logo would read below 3:1 on its tile (a yellow or a
 * pale cyan on the light cards, a deep blue on the dark ones), the nearest shade of it that
 * does. The owner's file stays as the brand publishes it; the page gets the result as a class per
 * technology (content-colors-css.ts).
 */
import { formatHex, interpolate } from 'culori'
import type { ThemedColor } from '../../../src/content/types.ts'
import { THEME_SURFACES } from '../../../src/theme/surfaces.ts'
import type { Theme } from '../../../src/theme/theme.ts'
import { MINIMUM_RATIO, THEMES } from './palette.ts'
import { atLightness, contrast, lightnessOf } from './shades.ts'

/**
 * How much of the brand colour tints a tile's background (skill-tile.css:
 * `color-mix(in srgb, <brand> 7%, var(--color-surface))`).
 */
const TILE_TINT = 0.07

/** One step of lightness between two tried shades. */
const STEP = 0.0025

/** The tile's background behind a logo drawn in `color`. */
function tileOf(color: string, theme: Theme): string {
  return formatHex(interpolate([THEME_SURFACES[theme].surface, color], 'rgb')(TILE_TINT))
}

/** How a logo drawn in `color` reads on its own tile. */
export function logoContrast(color: string, theme: Theme): number {
  return contrast(color, tileOf(color, theme))
}

/** `color` if its logo reads at 3:1 on its tile, else its nearest shade toward the text that does. */
export function readableShade(color: string, theme: Theme): string {
  if (logoContrast(color, theme) >= MINIMUM_RATIO.graphics) return color
  const sign = theme === 'light' ? -1 : 1
  for (let l = lightnessOf(color); l >= 0 && l <= 1; l += sign * STEP) {
    const shade = atLightness(color, l, { keepChroma: true })
    if (logoContrast(shade, theme) >= MINIMUM_RATIO.graphics) return shade
  }
  return theme === 'light' ? '#000000' : '#ffffff'
}

/** Every technology's colour per theme, each readable on its tile. */
export function readableTechnologyColors(
  technologies: Readonly<Record<string, { color: ThemedColor }>>,
): Record<string, Record<Theme, string>> {
  return Object.fromEntries(
    Object.entries(technologies).map(([id, { color }]) => [
      id,
      Object.fromEntries(
        THEMES.map((theme) => [
          theme,
          readableShade(typeof color === 'string' ? color : color[theme], theme),
        ]),
      ) as Record<Theme, string>,
    ]),
  )
}
