/**
 * A third owner, minimal where the second is rich: only the sections that must be there and
 * the projects; no skills section, no about cards, no quote banners, no offers, no
 * testimonials. The skill groups still fill the CV.
 */
import type { TechnologyId } from './technologies'
import type { IconName, LandingSection, SectionIcons } from './types'

export const sections = ['home', 'projects', 'contact'] as const satisfies readonly LandingSection[]

export const sectionIcons = {
  home: 'lucide:house',
  projects: 'lucide:smartphone',
  contact: 'lucide:mail',
} as const satisfies SectionIcons

export const skillGroups = [
  { id: 'mobile', icon: 'lucide:smartphone', skills: ['flutter', 'dart', 'kotlin', 'swift'] },
  { id: 'backend', icon: 'lucide:server', skills: ['firebase', 'postgresql', 'mysql'] },
] as const satisfies ReadonlyArray<{ id: string; icon: IconName; skills: readonly TechnologyId[] }>

export const aboutParagraphs = [] as const satisfies ReadonlyArray<{ id: string; icon: IconName }>
