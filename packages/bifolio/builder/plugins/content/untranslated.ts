/**
 * The owner's words still waiting for their translation. A language started from another's
 * words (as `npm create bifolio` starts one it has no words for) has each such value followed
 * by the comment `# untranslated`. A comment is never part of the data, so a build publishes
 * the words as they are and never the mark, and the owner deletes the comment once the words
 * are theirs. The check lists them as warnings: a site may well go out half translated.
 */
import { readFile } from 'node:fs/promises'
import { basename, extname, join, relative } from 'node:path'
import { isMap, isScalar, isSeq, parseDocument } from 'yaml'
import type { Locale } from '../../../src/i18n/locales.ts'
import { fieldPath, filesIn } from './placeholders.ts'

export const UNTRANSLATED_MARK = 'untranslated'

export interface UntranslatedWords {
  /** `content/fr.yml: hero.greeting`, as the owner finds it. */
  line: string
  /** The language the words are waiting in, when the file or the field names one of the site's. */
  locale?: Locale
}

type Path = Array<string | number>

const isMarked = (comment: string | null | undefined): boolean =>
  (comment ?? '').trim().toLowerCase().startsWith(UNTRANSLATED_MARK)

/** The path of every value of a YAML node that carries the mark. */
function markedPaths(node: unknown, path: Path = []): Path[] {
  if (isScalar(node)) return isMarked(node.comment) ? [path] : []
  if (isMap(node)) {
    return node.items.flatMap((pair) => {
      const key = isScalar(pair.key) ? String(pair.key.value) : String(pair.key)
      return markedPaths(pair.value, [...path, key])
    })
  }
  if (isSeq(node)) return node.items.flatMap((item, index) => markedPaths(item, [...path, index]))
  return []
}

/**
 * Every marked value of the content's YAML files, in file order: a words file's belong to its
 * language, another file's to the language whose entry holds them (`role.fr` of `cv.yml`).
 */
export async function findUntranslated(
  contentDir: string,
  languages: readonly Locale[],
  shownAs = 'content',
): Promise<UntranslatedWords[]> {
  const found: UntranslatedWords[] = []
  for (const file of await filesIn(contentDir)) {
    if (!['.yml', '.yaml'].includes(extname(file))) continue
    const document = parseDocument(await readFile(file, 'utf8'))
    // A file that does not parse is the content check's to report.
    if (document.errors.length > 0) continue
    const shown = join(shownAs, relative(contentDir, file))
    const fileLocale = languages.find((locale) => basename(file, extname(file)) === locale)
    for (const path of markedPaths(document.contents)) {
      const locale =
        fileLocale ?? path.findLast((key): key is string => languages.includes(String(key)))
      found.push({ line: `${shown}: ${fieldPath(path)}`, locale })
    }
  }
  return found
}
