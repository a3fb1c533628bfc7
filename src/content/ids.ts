/** Stable ids that tie the facts in `site.ts` to the words in `es.ts` and `en.ts`. */
export const SECTION_IDS = ['home', 'skills', 'projects', 'about-me', 'contact'] as const
export const SKILL_GROUP_IDS = ['web', 'design', 'mobile'] as const
export const ABOUT_IDS = ['technology', 'values', 'hobbies'] as const
export const SOCIAL_IDS = ['github', 'linkedin', 'mail'] as const
