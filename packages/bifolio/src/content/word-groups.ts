/**
 * The words the chunk a page loads with its code holds (`virtual:owner-words/<locale>`): what
 * the frame that wakes with every page says. Every other group of the words' shape comes with
 * the code of the parts that show it, both languages at once (`virtual:owner-words-of/<group>`,
 * read with `usePartWords` of i18n/i18n-provider.tsx), so a new section's words are such a
 * group by being in the shape. On a prerendered page the static parts never fetch their code,
 * so their words stay off the first load too.
 */
export const PAGE_WORDS = ['skipLink', 'loading', 'nav', 'language', 'toast'] as const

export type PageWord = (typeof PAGE_WORDS)[number]

/** Whether `group` of the words comes with its parts rather than with the page's code. */
export function isPartWordGroup(group: string): boolean {
  return !(PAGE_WORDS as readonly string[]).includes(group)
}
