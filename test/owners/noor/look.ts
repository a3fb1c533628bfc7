/** A purple accent, far from the sample's teal, with the sample's own fonts swapped round. */
import type { Look } from './types'

export const look = {
  accent: { light: '#7e22ce', dark: '#c084fc' },
  fonts: { sans: 'inter', mono: 'jetbrains-mono' },
} as const satisfies Look
