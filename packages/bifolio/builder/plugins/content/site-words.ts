/**
 * The words of each language against `site.yml`: they name exactly its skill groups, and, for
 * each section it shows, the section's words (its navigation label, the about cards, one quote
 * per banner). One rule for the sections it hides: their words may stay in the files, so that
 * hiding a section is one edit of `sections`, and are ignored, checked by nothing.
 */
import { SECTION_IDS } from '../../../src/content/ids.ts'
import { LOCALES } from '../../../src/i18n/locales.ts'
import { fieldPath } from './field-path.ts'
import type { OwnerModules } from './owner-files.ts'
import { shownFile } from './read-data-file.ts'
import { suggestion } from './project-schema.ts'

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

const ids = (list: unknown) =>
  Array.isArray(list)
    ? list.flatMap((entry) => (isRecord(entry) && typeof entry.id === 'string' ? [entry.id] : []))
    : []

/** The words only a section uses, by the section's id, as paths in a words file. */
const SECTION_WORDS: Partial<Record<string, readonly string[]>> = {
  'about-me': ['about'],
  testimonials: ['testimonials'],
}

function shownSections(site: OwnerModules['site']): readonly string[] {
  return Array.isArray(site.sections) ? (site.sections as readonly string[]) : []
}

/**
 * The words of the sections `site.yml` hides, as field paths of a words file: what the other
 * checks leave alone. `quotes` beyond the banners shown count as a hidden banner's.
 */
export function hiddenSectionWords(
  site: OwnerModules['site'],
  words: OwnerModules['words'],
): string[] {
  const shown = shownSections(site)
  const hidden = SECTION_IDS.filter((id) => !shown.includes(id))
  const banners = shown.filter((entry) => entry === 'quote').length
  const quotes = Math.max(
    0,
    ...LOCALES.map((locale) => {
      const list = (words[locale] as unknown as Record<string, unknown>).quotes
      return Array.isArray(list) ? list.length : 0
    }),
  )
  return [
    ...hidden.map((id) => fieldPath(['nav', 'sections', id])),
    ...hidden.flatMap((id) => (SECTION_WORDS[id] ?? []).map((path) => fieldPath([path]))),
    ...Array.from({ length: Math.max(0, quotes - banners) }, (_, at) =>
      fieldPath(['quotes', banners + at]),
    ),
  ]
}

/**
 * The words name exactly the skill groups of `site.yml` and what its shown sections need: the
 * problems, and the fields they are about (which the parity check then leaves alone).
 */
export function wordsMatchSite({ site, words }: OwnerModules): {
  lines: string[]
  fields: string[]
} {
  const shown = shownSections(site)
  const isShown = (id: string) => shown.includes(id)
  const problems: string[] = []
  const fields: string[] = []
  for (const locale of LOCALES) {
    const file = shownFile(`${locale}.yml`)
    const t = words[locale] as unknown as Record<string, Record<string, unknown> | undefined>
    const keyed = (
      path: string[],
      expected: string[],
      what: string,
      example: string,
      ignored: readonly string[] = [],
    ) => {
      let record: unknown = t
      for (const key of path) record = isRecord(record) ? record[key] : undefined
      const present = isRecord(record) ? Object.keys(record) : []
      for (const id of expected.filter((id) => !present.includes(id))) {
        fields.push(fieldPath([...path, id]))
        problems.push(
          `${file}: ${fieldPath([...path, id])} is missing: ${what} "${id}" of site.yml needs ${example}`,
        )
      }
      for (const id of present.filter((id) => !expected.includes(id) && !ignored.includes(id))) {
        fields.push(fieldPath([...path, id]))
        problems.push(
          `${file}: ${fieldPath([...path, id])} is not ${what} of site.yml${suggestion(id, [...expected, ...ignored])}; the ids there are ${expected.join(', ') || 'none'}`,
        )
      }
    }
    keyed(['skills', 'groups'], ids(site.skillGroups), 'the skill group', 'its name')
    if (isShown('about-me')) {
      if (!isRecord(t.about)) {
        fields.push(fieldPath(['about']))
        problems.push(
          `${file}: "about" is missing: "sections" of site.yml shows 'about-me', which needs { tag, title, paragraphs }`,
        )
      } else {
        keyed(
          ['about', 'paragraphs'],
          ids(site.aboutParagraphs),
          'the about card',
          '{ title, description }',
        )
      }
    }
    keyed(
      ['nav', 'sections'],
      [...new Set(shown.filter((entry) => entry !== 'quote'))],
      'a section shown by "sections"',
      'its name',
      SECTION_IDS.filter((id) => !isShown(id)),
    )
    const banners = shown.filter((entry) => entry === 'quote').length
    const quotes = t.quotes
    if (!Array.isArray(quotes)) {
      fields.push(fieldPath(['quotes']))
      problems.push(
        `${file}: "quotes" must be a list of { text, caption }, one per 'quote' in "sections" of site.yml`,
      )
    } else if (quotes.length < banners) {
      fields.push(fieldPath(['quotes']))
      problems.push(
        `${file}: "quotes" has ${quotes.length} and "sections" of site.yml shows ${banners} quote banners; give one { text, caption } per banner`,
      )
    }
  }
  return { lines: problems, fields }
}
