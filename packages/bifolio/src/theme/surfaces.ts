/**
 * The backgrounds of each theme: the page, raised surfaces (dialogs, inputs) and cards. The
 * build writes them as `--color-bg`, `--color-surface` and `--color-card` beside the owner's
 * accent, and checks every shade of the accent against all three.
 */
import type { Theme } from './theme'

export interface Surfaces {
  bg: string
  surface: string
  card: string
}

export const THEME_SURFACES = {
  light: { bg: '#f8fafc', surface: '#ffffff', card: '#eef2f6' },
  dark: { bg: '#0b1120', surface: '#111a2e', card: '#16213a' },
} as const satisfies Record<Theme, Surfaces>

/** Paper, toasts (light in both themes) and the CV: white. */
export const PAPER = '#ffffff'
