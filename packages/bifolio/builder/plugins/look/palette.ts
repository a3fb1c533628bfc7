/**
 * The colours built from the owner's accents: for each theme, the accent itself (large text,
 * brackets, icons, borders, the progress bar), a strong shade (small text, links, button
 * backgrounds), the button text (white or a deep ink of the accent's hue, whichever reads
 * better), the focus ring and a soft tint. Every use is checked against WCAG AA on each of the
 * theme's backgrounds; each problem is one line naming the field, the colour, the theme, the
 * ratio and the nearest shade that passes.
 */
import { PAPER, THEME_SURFACES } from '../../../src/theme/surfaces.ts'
import type { Theme } from '../../../src/theme/theme.ts'
import type { Look } from '../../../src/content/types.ts'
import { dividerShade } from './divider.ts'
import {
  atLightness,
  contrast,
  isHexColor,
  lightnessOf,
  nearestPassing,
  ratioLabel,
  shadeReaching,
  tint,
  weakest,
} from './shades.ts'

/** WCAG 2 AA: small text 4.5:1; large text, icons and parts of controls 3:1. */
export const MINIMUM_RATIO = { text: 4.5, graphics: 3 } as const

/**
 * How far in OKLCH lightness the strong shade sits from the accent at least, so a hover from
 * one to the other shows. The sample's dark theme lands on its hand-picked #5fdde2 with it.
 */
const STRONG_MIN_STEP = 0.08

/** The button ink when white reads worse: the accent's hue, nearly black (the sample's #06262a). */
const INK_LIGHTNESS = 0.25

const SOFT_ALPHA: Record<Theme, number> = { light: 0.12, dark: 0.14 }

export interface ThemePalette {
  accent: string
  strong: string
  /** Text and icons on a strong (or accent) background. */
  contrast: string
  soft: string
  focus: string
  /** The lines between sections and the other decoration drawn like them. */
  divider: string
}

export type Palette = Record<Theme, ThemePalette>

export const THEMES: readonly Theme[] = ['light', 'dark']

const SURFACE_NAMES = { bg: 'background', surface: 'surface colour', card: 'card colour' } as const

function backgroundsOf(theme: Theme): Array<{ color: string; name: string }> {
  const surfaces = Object.entries(THEME_SURFACES[theme]).map(([key, color]) => ({
    color,
    name: `the ${theme} ${SURFACE_NAMES[key as keyof typeof SURFACE_NAMES]}`,
  }))
  // Toasts and paper draw the light theme's shades on white.
  if (theme === 'light' && !surfaces.some((surface) => surface.color === PAPER)) {
    surfaces.push({ color: PAPER, name: 'paper and toasts' })
  }
  return surfaces
}

export interface Derived {
  palette?: Palette
  problems: string[]
}

/** The palette of both themes, or every problem with the look's colours. */
export function derivePalette(look: Look, file = 'content/look.yml'): Derived {
  // Long: each theme's colours derived in order, each checked against the ones before it.
  const problems: string[] = []
  const palette = {} as Palette
  for (const theme of THEMES) {
    const backgrounds = backgroundsOf(theme)
    const colors = backgrounds.map((background) => background.color)
    const nameOf = (color: string) =>
      backgrounds.find((background) => background.color === color)?.name ?? color
    /** One line if `color` reads below `minimum` on one of the backgrounds. */
    const check = (field: string, color: string, minimum: number, use: string): boolean => {
      const worst = weakest(color, colors)
      if (worst.ratio >= minimum) return true
      const nearest = nearestPassing(color, colors, minimum)
      problems.push(
        `${file}: ${field} ${color} reads at ${ratioLabel(worst.ratio)} on ${nameOf(worst.background)} ${worst.background} (${use} need ${minimum}:1)` +
          (nearest ? `; the nearest shade that passes is ${nearest}` : ''),
      )
      return false
    }

    const accent = look.accent[theme]
    const accentField = `"accent"."${theme}"`
    if (!isHexColor(accent)) {
      problems.push(`${file}: ${accentField} must be a colour such as "#0c969c" (in quotes)`)
      continue
    }
    if (!check(accentField, accent, MINIMUM_RATIO.graphics, 'large text, icons and buttons'))
      continue

    const override = look.strong?.[theme]
    const strongField = `"strong"."${theme}"`
    let strong: string | undefined
    if (override !== undefined) {
      if (!isHexColor(override)) {
        problems.push(`${file}: ${strongField} must be a colour such as "#08676b" (in quotes)`)
        continue
      }
      strong = override
      if (!check(strongField, strong, MINIMUM_RATIO.text, 'small text and links')) continue
    } else {
      // Toward the text: darker on light backgrounds, lighter on dark ones.
      const direction = theme === 'light' ? 'darker' : 'lighter'
      const step = direction === 'darker' ? -STRONG_MIN_STEP : STRONG_MIN_STEP
      const from = lightnessOf(accent) + step
      strong = shadeReaching(accent, colors, MINIMUM_RATIO.text, direction, from)
      if (!strong) {
        problems.push(
          `${file}: ${accentField} ${accent} has no shade for small text that reads at ${MINIMUM_RATIO.text}:1 on the ${theme} backgrounds; set "strong"."${theme}"`,
        )
        continue
      }
    }

    const inks = [PAPER, atLightness(accent, INK_LIGHTNESS)]
    const ink = inks.reduce((best, candidate) =>
      contrast(candidate, strong) > contrast(best, strong) ? candidate : best,
    )
    const onStrong = contrast(ink, strong)
    const onAccent = contrast(ink, accent)
    if (onStrong < MINIMUM_RATIO.text || onAccent < MINIMUM_RATIO.graphics) {
      const [ratio, behind, minimum] =
        onStrong < MINIMUM_RATIO.text
          ? [onStrong, `the strong shade ${strong}`, MINIMUM_RATIO.text]
          : [onAccent, `the accent ${accent}`, MINIMUM_RATIO.graphics]
      problems.push(
        `${file}: ${override === undefined ? accentField : strongField}: button text (${ink}) reads at ${ratioLabel(ratio)} on ${behind} in the ${theme} theme (buttons need ${minimum}:1); choose a darker or lighter accent`,
      )
      continue
    }

    const focus = strong
    if (!check(`the focus ring of ${accentField}`, focus, MINIMUM_RATIO.graphics, 'focus rings'))
      continue

    const line = dividerShade(theme, accent, look.divider?.[theme], colors, file)
    if ('problem' in line) {
      problems.push(line.problem)
      continue
    }
    palette[theme] = {
      accent,
      strong,
      contrast: ink,
      soft: tint(accent, SOFT_ALPHA[theme]),
      focus,
      divider: line.divider,
    }
  }
  return problems.length > 0 ? { problems } : { palette, problems }
}
