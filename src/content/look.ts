/**
 * Your look: the accent of each theme and the two font families. The shades for small text,
 * button text, focus rings and tints are derived at build, and every use is checked for WCAG AA
 * contrast: a colour that reads too faintly stops the build and names a shade that passes.
 * docs/content.md ("Fonts") says how to choose fonts.
 */
import type { Look } from './types'

export const look = {
  accent: { light: '#0c969c', dark: '#2ec4ca' },
  // Optional. Without it the light theme's small text would be #087a7f, the first shade of the
  // accent at 4.5:1; the sample keeps the deeper teal it was drawn with.
  strong: { light: '#08676b' },
  // Optional. The sample's lines between sections keep the sky blue it was drawn with; without
  // it they would be a light shade of the teal.
  divider: { light: '#7cc4f2', dark: '#4fa8e0' },
  fonts: { sans: 'poppins', mono: 'jetbrains-mono' },
} as const satisfies Look
