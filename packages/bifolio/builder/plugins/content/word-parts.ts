/**
 * The groups of words only some sites use, and whether this one does: each is needed when the
 * site shows its part, and the engine's words join it only then, so a site without testimonials
 * carries none of their words.
 */
import type { OwnerFiles } from './owner-files.ts'

type Facts = Pick<OwnerFiles, 'site' | 'clients'>

const shows = ({ site }: Facts, section: string) =>
  (site?.sections as readonly string[] | undefined)?.includes(section) === true

export const WORD_PARTS = {
  availability: (facts: Facts) => facts.clients?.availability !== undefined,
  services: (facts: Facts) => shows(facts, 'services'),
  testimonials: (facts: Facts) => shows(facts, 'testimonials'),
  about: (facts: Facts) => shows(facts, 'about-me'),
  blog: (facts: Facts) => shows(facts, 'blog'),
  'contact.brief': ({ clients }: Facts) =>
    clients !== undefined &&
    clients.services.length + clients.brief.budgets.length + clients.brief.timelines.length > 0,
  'contact.bookCall': ({ clients }: Facts) => clients?.booking !== undefined,
} as const satisfies Record<string, (facts: Facts) => boolean>

export type WordPart = keyof typeof WORD_PARTS

/** The parts `facts` leave out, each a path into a words file. */
export function unusedParts(facts: Facts): string[][] {
  return (Object.keys(WORD_PARTS) as WordPart[])
    .filter((part) => !WORD_PARTS[part](facts))
    .map((part) => part.split('.'))
}
