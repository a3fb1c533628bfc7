/** Stable ids of the page's parts, the same for every owner. */
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
