/**
 * The stylesheet the look becomes (`virtual:look.css`, ahead of global.css): each theme's
 * backgrounds and accent shades as custom properties, the two families as web fonts with their
 * metric-matched local fallbacks, and the `--font-sans` / `--font-mono` stacks. `:root` and
 * `:root.dark` (set by the pre-paint head script) both stay in every page's first-paint CSS.
 * Each face's file is cut at build into a core and an extension; its
 * fallback face is the local Arial or Courier New scaled to the same advance widths and line
 * box, so the swap moves no text.
 */
import { THEME_SURFACES } from '../../../src/theme/surfaces.ts'
import type { Theme } from '../../../src/theme/theme.ts'
import {
  type Fallbacks,
  type FallbackMetrics,
  fileOf,
  type ResolvedFonts,
  WEB_WEIGHTS,
} from './fonts.ts'
import type { Palette } from './palette.ts'

/** Where a face's file is named before the font cutting points it at the cut file. */
const FONT_SPECIFIER_PREFIX = '@look-font/'

export function fontSpecifier(name: string): string {
  return `${FONT_SPECIFIER_PREFIX}${name}.woff2`
}

function themeTokens(theme: Theme, palette: Palette): string[] {
  const surfaces = THEME_SURFACES[theme]
  const shades = palette[theme]
  return [
    `--color-bg: ${surfaces.bg};`,
    `--color-surface: ${surfaces.surface};`,
    `--color-card: ${surfaces.card};`,
    `--color-accent: ${shades.accent};`,
    `--color-accent-strong: ${shades.strong};`,
    `--color-accent-contrast: ${shades.contrast};`,
    `--color-accent-soft: ${shades.soft};`,
    `--color-focus: ${shades.focus};`,
    `--color-divider: ${shades.divider};`,
  ]
}

function fallbackFace(family: string, metrics: FallbackMetrics, lines: string[]): string {
  return [
    '@font-face {',
    `  font-family: '${family} Fallback';`,
    ...lines.map((line) => `  ${line}`),
    `  size-adjust: ${metrics.sizeAdjust}%;`,
    `  ascent-override: ${metrics.ascent}%;`,
    `  descent-override: ${metrics.descent}%;`,
    `  line-gap-override: ${metrics.lineGap}%;`,
    '}',
  ].join('\n')
}

export function lookCss(palette: Palette, fonts: ResolvedFonts, metrics: Fallbacks): string {
  const faces = (['sans', 'mono'] as const).flatMap((role) =>
    WEB_WEIGHTS[role].map((weight) =>
      [
        '@font-face {',
        `  font-family: '${fonts[role].family}';`,
        '  font-style: normal;',
        `  font-weight: ${weight};`,
        '  font-display: swap;',
        `  src: url('${fontSpecifier(fileOf(fonts[role], weight).name)}') format('woff2');`,
        '}',
      ].join('\n'),
    ),
  )
  const { sans, mono } = fonts
  return [
    ':root {',
    `  --font-sans: '${sans.family}', '${sans.family} Fallback', system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif;`,
    `  --font-mono: '${mono.family}', '${mono.family} Fallback', ui-monospace, 'SFMono-Regular', Menlo, Consolas, monospace;`,
    // The light theme's small-text shade, for what stays light in both themes: toasts, paper.
    `  --color-accent-on-light: ${palette.light.strong};`,
    ...themeTokens('light', palette).map((line) => `  ${line}`),
    '}',
    ':root.dark {',
    ...themeTokens('dark', palette).map((line) => `  ${line}`),
    '}',
    ...faces,
    // Each names Arial or Courier New (Windows, macOS, iOS) first, then Liberation, their metric
    // twins on Linux, then the PostScript names, for engines that match local() only by those.
    // Every name a system lacks before the one it has is one more font look-up in the first
    // layout, so the lists hold nothing more.
    fallbackFace(sans.family, metrics.sansRegular, [
      'font-weight: 100 500;',
      "src: local('Arial'), local('Liberation Sans'), local('ArialMT');",
    ]),
    fallbackFace(sans.family, metrics.sansBold, [
      'font-weight: 600 900;',
      "src: local('Arial Bold'), local('Liberation Sans Bold'), local('Arial-BoldMT');",
    ]),
    fallbackFace(mono.family, metrics.mono, [
      "src: local('Courier New'), local('Liberation Mono'), local('CourierNewPSMT');",
    ]),
    '',
  ].join('\n')
}
