/**
 * Colour maths for the look, in OKLCH (culori, build time only): WCAG 2 contrast ratios and
 * shades of one hue that reach a ratio. Lightness moves; hue stays; chroma follows lightness
 * down when darkening (a deep teal, not a neon one) and is cut to what sRGB can show.
 */
import { clampChroma, converter, formatHex, wcagContrast } from 'culori'

const toOklch = converter('oklch')

/** How far apart two tried shades are, in OKLCH lightness (0 to 1). */
const STEP = 0.0025

export function isHexColor(value: unknown): value is string {
  return typeof value === 'string' && /^#[0-9a-f]{6}$/i.test(value)
}

export function contrast(a: string, b: string): number {
  return wcagContrast(a, b)
}

/** The lowest ratio `color` reads at on any of `backgrounds`, and on which. */
export function weakest(
  color: string,
  backgrounds: readonly string[],
): { ratio: number; background: string } {
  let worst = { ratio: Infinity, background: backgrounds[0] ?? '' }
  for (const background of backgrounds) {
    const ratio = contrast(color, background)
    if (ratio < worst.ratio) worst = { ratio, background }
  }
  return worst
}

/**
 * `color` at OKLCH lightness `lightness`, same hue, as `#rrggbb`. A deeper shade loses chroma
 * with its lightness (a deep teal, not a neon one) unless `keepChroma`.
 */
export function atLightness(color: string, lightness: number, { keepChroma = false } = {}): string {
  const base = toOklch(color)
  if (!base) throw new Error(`${color} is not a colour`)
  const l = Math.min(1, Math.max(0, lightness))
  const chroma = !keepChroma && l < base.l && base.l > 0 ? (base.c * l) / base.l : base.c
  return formatHex(clampChroma({ mode: 'oklch', l, c: chroma, h: base.h ?? 0 }, 'oklch'))
}

export function lightnessOf(color: string): number {
  return toOklch(color)?.l ?? 0
}

/**
 * The first shade of `color`, going `direction` from `from` (its own lightness unless given),
 * that reads at `minimum` or more on every background; undefined if none does.
 */
export function shadeReaching(
  color: string,
  backgrounds: readonly string[],
  minimum: number,
  direction: 'darker' | 'lighter',
  from = lightnessOf(color),
  { keepChroma = false } = {},
): string | undefined {
  const sign = direction === 'darker' ? -1 : 1
  for (let l = from; l >= 0 && l <= 1; l += sign * STEP) {
    const shade = atLightness(color, l, { keepChroma })
    if (weakest(shade, backgrounds).ratio >= minimum) return shade
  }
  return undefined
}

/**
 * The shade of `color` nearest in lightness, as colourful as sRGB allows, that reads at
 * `minimum` on every background: what to write instead of a colour that fails.
 */
export function nearestPassing(
  color: string,
  backgrounds: readonly string[],
  minimum: number,
): string | undefined {
  const own = lightnessOf(color)
  const found = (['darker', 'lighter'] as const)
    .map((direction) =>
      shadeReaching(color, backgrounds, minimum, direction, own, { keepChroma: true }),
    )
    .filter((shade): shade is string => shade !== undefined)
  found.sort((a, b) => Math.abs(lightnessOf(a) - own) - Math.abs(lightnessOf(b) - own))
  return found[0]
}

/** `rgb(r g b / alpha)`: a tint of `color` for backgrounds behind text. */
export function tint(color: string, alpha: number): string {
  const hex = color.slice(1)
  const [r, g, b] = [0, 2, 4].map((at) => parseInt(hex.slice(at, at + 2), 16))
  return `rgb(${r} ${g} ${b} / ${alpha})`
}

/** A ratio as people read it, rounded down so a colour short of 4.5 never prints as 4.5. */
export function ratioLabel(ratio: number): string {
  return `${Math.floor(ratio * 10) / 10}:1`
}
