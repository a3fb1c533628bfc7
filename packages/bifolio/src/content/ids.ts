/** Stable ids of the page's parts, the same for every owner. */
import type { IconName } from './shapes/text.ts'

/** The landing page's sections a visitor can navigate to; `site.ts` orders and picks them. */
export const SECTION_IDS = [
  'home',
  'services',
  'skills',
  'projects',
  'testimonials',
  'about-me',
  'blog',
  'contact',
] as const
export const SOCIAL_IDS = ['github', 'linkedin', 'mail'] as const

/** Each section's icon in the phone's bottom bar, unless `sectionIcons` in site.yml names one. */
export const DEFAULT_SECTION_ICONS = {
  home: 'lucide:house',
  services: 'lucide:briefcase',
  skills: 'lucide:code-xml',
  projects: 'lucide:folder-git-2',
  testimonials: 'lucide:message-square-quote',
  'about-me': 'lucide:user-round',
  blog: 'lucide:newspaper',
  contact: 'lucide:mail',
} as const satisfies Record<(typeof SECTION_IDS)[number], IconName>
