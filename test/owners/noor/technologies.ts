import type { Technology } from './types'

/**
 * The third owner's technologies: mobile apps and the services behind them. Their brand
 * colours are given as the brands publish them; the build derives a readable shade where one
 * reads too faintly on a theme's cards (Flutter, Dart and MySQL on the dark one).
 */
export const technologies = {
  flutter: { name: 'Flutter', icon: 'simple-icons:flutter', color: '#02569B' },
  dart: { name: 'Dart', icon: 'simple-icons:dart', color: '#0175C2' },
  kotlin: { name: 'Kotlin', icon: 'simple-icons:kotlin', color: '#7F52FF' },
  swift: { name: 'Swift', icon: 'simple-icons:swift', color: '#F05138' },
  firebase: { name: 'Firebase', icon: 'simple-icons:firebase', color: '#DD2C00' },
  postgresql: { name: 'PostgreSQL', icon: 'simple-icons:postgresql', color: '#4169E1' },
  mysql: { name: 'MySQL', icon: 'simple-icons:mysql', color: '#4479A1' },
} as const satisfies Record<string, Technology>

export type TechnologyId = keyof typeof technologies
