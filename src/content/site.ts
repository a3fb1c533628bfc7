/**
 * The page's shape: its sections in order, their icons, the skill groups and the about cards.
 * Your facts are in `profile.json`, the words in `es.ts` and `en.ts`.
 */
import type { TechnologyId } from './technologies'
import type { IconName, LandingSection, SectionIcons } from './types'

/**
 * The landing page from top to bottom: `home` (the hero) first, `contact` somewhere after it;
 * `services`, `skills`, `projects`, `testimonials` and `about-me` once each or left out (the
 * offers and the testimonials are in `clients.ts`); `quote` up to twice, each taking the next
 * of the `quotes` in `es.ts` and `en.ts`. The navigation lists the shown sections in this order.
 */
export const sections = [
  'home',
  'quote',
  'services',
  'skills',
  'quote',
  'projects',
  'testimonials',
  'about-me',
  'contact',
] as const satisfies readonly LandingSection[]

/** Each shown section's icon in the phone's bottom navigation bar. */
export const sectionIcons = {
  home: 'lucide:house',
  services: 'lucide:briefcase',
  testimonials: 'lucide:message-square-quote',
  skills: 'lucide:code-xml',
  projects: 'lucide:folder-git-2',
  'about-me': 'lucide:user-round',
  contact: 'lucide:mail',
} as const satisfies SectionIcons

/**
 * The skills section's groups, in order: any number from one, each with an id (its name in
 * `skills.groups` of `es.ts` and `en.ts`), an icon and the ids of its technologies from
 * `technologies.ts`. With an odd count the first group spans the full width.
 */
export const skillGroups = [
  {
    id: 'web',
    icon: 'lucide:code-xml',
    skills: [
      'html',
      'css',
      'javascript',
      'typescript',
      'react',
      'nextjs',
      'astro',
      'vite',
      'tailwind',
      'node',
      'express',
      'nestjs',
      'php',
      'laravel',
      'mysql',
      'postgresql',
      'mongodb',
      'firebase',
      'supabase',
      'docker',
      'git',
    ],
  },
  { id: 'design', icon: 'lucide:palette', skills: ['figma', 'xd', 'illustrator'] },
  { id: 'mobile', icon: 'lucide:smartphone', skills: ['reactNative', 'ionic', 'kotlin'] },
] as const satisfies ReadonlyArray<{ id: string; icon: IconName; skills: readonly TechnologyId[] }>

/**
 * The about section's cards, in order: any number, each with an id (its words in
 * `about.paragraphs` of `es.ts` and `en.ts`) and an icon.
 */
export const aboutParagraphs = [
  { id: 'technology', icon: 'lucide:cpu' },
  { id: 'values', icon: 'lucide:heart-handshake' },
  { id: 'hobbies', icon: 'lucide:mountain-snow' },
] as const satisfies ReadonlyArray<{ id: string; icon: IconName }>
