/**
 * A second owner, unlike the sample: backend work, four skill groups, two about cards, no
 * quote banners, the projects before the skills; no services or testimonials, fully booked.
 */
import type { TechnologyId } from './technologies'
import type { IconName, LandingSection, SectionIcons } from './types'

export const sections = [
  'home',
  'projects',
  'skills',
  'about-me',
  'contact',
] as const satisfies readonly LandingSection[]

export const sectionIcons = {
  home: 'lucide:house',
  skills: 'lucide:layers',
  projects: 'lucide:server',
  'about-me': 'lucide:compass',
  contact: 'lucide:mail',
} as const satisfies SectionIcons

export const skillGroups = [
  { id: 'apis', icon: 'lucide:server', skills: ['go', 'rust', 'python', 'graphql'] },
  { id: 'data', icon: 'lucide:database', skills: ['postgresql', 'redis', 'kafka', 'sqlite'] },
  { id: 'platform', icon: 'lucide:cloud', skills: ['kubernetes', 'terraform', 'docker', 'nginx'] },
  { id: 'practice', icon: 'lucide:gauge', skills: ['prometheus', 'grafana', 'opentelemetry'] },
] as const satisfies ReadonlyArray<{ id: string; icon: IconName; skills: readonly TechnologyId[] }>

export const aboutParagraphs = [
  { id: 'path', icon: 'lucide:workflow' },
  { id: 'method', icon: 'lucide:shield-check' },
] as const satisfies ReadonlyArray<{ id: string; icon: IconName }>
