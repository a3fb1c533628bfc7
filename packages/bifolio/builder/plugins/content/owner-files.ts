/**
 * The owner's data files (`site.yml`, `clients.yml`, `technologies.yml`, `look.yml`, and a
 * `<tag>.yml` of words per language `site.yml` lists, over the engine's words in that language)
 * read and checked against their shapes, the same schemas the editor's JSON Schemas are made
 * from. A file that has its shape is handed on as the shape's output, defaults filled
 * in; one that has not is left out, with a line per problem, so no check that reads it runs
 * on what it does not hold.
 */
import * as v from 'valibot'
import { clientsShape } from '../../../src/content/shapes/clients.ts'
import { lookShape } from '../../../src/content/shapes/look.ts'
import { siteShape } from '../../../src/content/shapes/site.ts'
import { technologiesShape } from '../../../src/content/shapes/technologies.ts'
import { languageFileShape, type LanguageFile } from '../../../src/content/shapes/words.ts'
import { DEFAULT_LANGUAGES, type Locale } from '../../../src/i18n/locales.ts'
import { engineWordsFor } from '../../../src/words/engine-words.ts'
import { describeIssues } from './describe-issues.ts'
import { readDataFile, shownFile } from './read-data-file.ts'
import { withEngineWords } from './with-engine-words.ts'
import { unusedParts } from './word-parts.ts'

/** Each file, its shape, and how a problem names the whole of it. */
const FILES = {
  site: ['site.yml', siteShape, 'the page'],
  clients: ['clients.yml', clientsShape, 'the clients file'],
  technologies: ['technologies.yml', technologiesShape, 'the technologies'],
  look: ['look.yml', lookShape, 'the look'],
} as const satisfies Record<string, readonly [string, v.GenericSchema, string]>

type Key = keyof typeof FILES

/** Each data file as its shape's output: a file that failed its shape is not there. */
export type OwnerFiles = Partial<{ [K in Key]: v.InferOutput<(typeof FILES)[K][1]> }> & {
  /** The site's languages: `languages` of `site.yml`, or the default when it fails its shape. */
  languages: readonly Locale[]
  /** Each language's words: `<tag>.yml` over the engine's. */
  words: Partial<Record<Locale, LanguageFile>>
}

/** The fields a shape knows at its top, for "did you mean". */
function knownFields(schema: v.GenericSchema): string[] {
  return 'entries' in schema && typeof schema.entries === 'object' && schema.entries !== null
    ? Object.keys(schema.entries)
    : []
}

async function readOne(
  contentDir: string,
  [name, schema, whole]: readonly [string, v.GenericSchema, string],
  completed: (value: unknown) => unknown = (value) => value,
) {
  const read = await readDataFile(contentDir, name)
  if ('problem' in read) return { problems: [read.problem] }
  const result = v.safeParse(schema, completed(read.value ?? {}))
  if (result.success) return { value: result.output, problems: [] }
  const wording = { known: knownFields(schema), owner: whole, whole }
  return { problems: describeIssues(shownFile(name), result.issues, wording) }
}

/** The owner's files that have their shapes, and every problem of the others, one line each. */
export async function readOwnerFiles(
  contentDir: string,
): Promise<{ files: OwnerFiles; problems: string[] }> {
  const keys = Object.keys(FILES) as Key[]
  const results = await Promise.all(keys.map((key) => readOne(contentDir, FILES[key])))
  const data = Object.fromEntries(
    keys.flatMap((key, index) => {
      const value = results[index]?.value
      return value === undefined ? [] : [[key, value]]
    }),
  ) as Partial<{ [K in Key]: v.InferOutput<(typeof FILES)[K][1]> }>
  const languages = data.site?.languages ?? DEFAULT_LANGUAGES
  // The engine's words fill in what the owner's leave out; a language the engine does not
  // know needs every word in the owner's file, and each one missing is a problem.
  const unused = unusedParts(data)
  const wordFiles = await Promise.all(
    languages.map((locale) =>
      readOne(contentDir, [`${locale}.yml`, languageFileShape, 'a words file'], (value) =>
        withEngineWords(value, engineWordsFor(locale), unused),
      ),
    ),
  )
  const words = Object.fromEntries(
    languages.flatMap((locale, index) => {
      const value = wordFiles[index]?.value as LanguageFile | undefined
      return value === undefined ? [] : [[locale, value]]
    }),
  )
  return {
    files: { ...data, languages, words },
    problems: [...results, ...wordFiles].flatMap((result) => result.problems),
  }
}
