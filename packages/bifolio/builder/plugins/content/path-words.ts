/**
 * The words of each language's addresses (`paths` of its words file, over the engine's): the
 * site's routes are built and read with them, so every step that writes or parses a URL sets
 * them with the languages, and the content check keeps two kinds of page from one address.
 */
import { PAGES } from '../../../src/i18n/routes.ts'
import { isSlug } from '../../../src/lib/slug.ts'
import { setSiteLanguages, type Locale, type PathWords } from '../../../src/i18n/locales.ts'
import { engineWordsFor } from '../../../src/words/engine-words.ts'
import { fieldPath } from './field-path.ts'
import { readOwnerFiles, type OwnerFiles } from './owner-files.ts'
import { shownFile } from './read-data-file.ts'

type Languages = Pick<OwnerFiles, 'languages' | 'words'>

/**
 * Each language's path words: its words file's, or the engine's in that language while the
 * file fails its check; a language with neither is left out.
 */
export function pathWordsOf({ languages, words }: Languages): Record<Locale, PathWords> {
  return Object.fromEntries(
    languages.flatMap((locale) => {
      const paths = words[locale]?.paths ?? engineWordsFor(locale)?.paths
      return paths ? [[locale, paths]] : []
    }),
  )
}

/**
 * Makes the content's languages and their path words the site's, for the steps that write or
 * read addresses without the whole content check (the Worker's list, the visit counts).
 */
export async function setContentLanguages(contentDir: string): Promise<void> {
  const { files } = await readOwnerFiles(contentDir)
  setSiteLanguages(files.languages, pathWordsOf(files))
}

const NOT_A_SLUG =
  'not a path word: lowercase letters and digits, words joined by single hyphens, e.g. projects'

/**
 * A path word that is no address, or would give two pages one address: not a lowercase slug,
 * the other kind's word in the same language, a page's own (`imprint`), or a language's prefix
 * (`en`), which the first language's addresses share the root with.
 */
export function pathWordProblems({ languages, words }: Languages): string[] {
  const taken = [...PAGES.filter((page) => page !== 'home'), '404']
  const prefixes = languages.map((locale) => locale.toLowerCase())
  return languages.flatMap((locale) => {
    const paths = words[locale]?.paths
    if (!paths) return []
    const line = (kind: keyof PathWords, says: string) =>
      `${shownFile(`${locale}.yml`)}: ${fieldPath(['paths', kind])} is "${paths[kind]}", ${says}`
    const kinds = ['projects', 'articles'] as const
    const problems = kinds.flatMap((kind) => {
      const word = paths[kind]
      if (!isSlug(word)) return [line(kind, NOT_A_SLUG)]
      if (taken.includes(word))
        return [line(kind, 'the address of a page of its own; choose another word')]
      if (prefixes.includes(word))
        return [line(kind, "a language's prefix on this site; choose another word")]
      return []
    })
    if (paths.articles === paths.projects && isSlug(paths.articles))
      problems.push(line('articles', 'the same as "projects"; each kind needs its own word'))
    return problems
  })
}
