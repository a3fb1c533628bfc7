/**
 * What the commands say of the owner's words in each language: `bifolio check`'s line per
 * language, how many words it misses and how many wait for their translation, and the list of
 * those waiting. The missing ones are counted from the problems the words files'
 * check reports, so the count follows whatever words the engine requires of the owner.
 */
import { shownFile } from '../builder/plugins/content/read-data-file.ts'
import {
  UNTRANSLATED_MARK,
  type UntranslatedWords,
} from '../builder/plugins/content/untranslated.ts'
import type { Locale } from '../src/i18n/locales.ts'

export function wordsPerLanguage(
  languages: readonly Locale[],
  problems: readonly string[],
  untranslated: readonly UntranslatedWords[],
): string[] {
  return languages.map((locale) => {
    const file = shownFile(`${locale}.yml`)
    const ofFile = problems.filter((problem) => problem.startsWith(`${file}: `))
    const waiting = untranslated.filter((words) => words.locale === locale).length
    if (ofFile.includes(`${file}: the file is missing`))
      return `${locale}: ${file} is missing, ${waiting} untranslated`
    // A word several languages have is named once per language that has it: counted once.
    const missing = new Set(
      ofFile.flatMap((problem) => {
        const at = problem.indexOf(' is missing')
        return at === -1 ? [] : [problem.slice(0, at)]
      }),
    ).size
    return `${locale}: ${missing} words missing, ${waiting} untranslated`
  })
}

/** How many of a file's waiting words its line names; the rest are counted. */
const NAMED_PER_FILE = 3

/**
 * The words waiting for their translation, under a line saying what becomes of them: a line
 * per file, naming its first few fields, so a new site in two languages reads in a few lines
 * rather than hundreds.
 */
export function untranslatedLines(
  untranslated: readonly UntranslatedWords[],
  consequence: string,
): string[] {
  if (untranslated.length === 0) return []
  const byFile = new Map<string, string[]>()
  for (const { line } of untranslated) {
    const at = line.indexOf(': ')
    const [file, field] = at === -1 ? [line, ''] : [line.slice(0, at), line.slice(at + 2)]
    byFile.set(file, [...(byFile.get(file) ?? []), field])
  }
  return [
    `${untranslated.length} untranslated word(s), which ${consequence} (each value followed by # ${UNTRANSLATED_MARK}; delete the comment once it is translated):`,
    ...[...byFile].map(([file, fields]) => {
      const named = fields.slice(0, NAMED_PER_FILE).join(', ')
      const more = fields.length - NAMED_PER_FILE
      return `  ${file}: ${named}${more > 0 ? ` and ${more} more` : ''}`
    }),
  ]
}
