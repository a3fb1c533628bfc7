/**
 * The groups of the owner's words that only some parts of a page show: the form, the legal
 * texts and the sections that are static parts. Each comes with the code of the parts that
 * show it, both languages at once (`virtual:owner-words-of/<group>`, read with `usePartWords`
 * of i18n/i18n-provider.tsx); the chunk a page loads with its code (`virtual:owner-words/<locale>`)
 * holds the rest, which the parts that wake with the page need. On a prerendered page the
 * static parts never fetch their code, so their words stay off the first load too.
 */
export const PART_WORD_GROUPS = [
  'hero',
  'availability',
  'services',
  'testimonials',
  'quotes',
  'skills',
  'about',
  'contact',
  'footer',
  'legal',
  'notFound',
  'theme',
  'floatingMenu',
  'social',
  'documents',
  'meta',
  'projects',
] as const

export type PartWordGroup = (typeof PART_WORD_GROUPS)[number]
