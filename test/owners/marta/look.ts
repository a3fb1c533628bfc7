/** A green accent and other families than the sample's: Inter and Fira Code. */
import type { Look } from './types'

export const look = {
  accent: { light: '#15803d', dark: '#4ade80' },
  fonts: { sans: 'inter', mono: 'fira-code' },
} as const satisfies Look
