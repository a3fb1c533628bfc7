/**
 * The owner's data files (`site.yml`, `clients.yml`, `technologies.yml`, `look.yml`, `es.yml`,
 * `en.yml`) read and checked against their shapes, the same schemas the editor's JSON Schemas
 * are made from. Each file that has the right shape is handed on with its defaults filled in;
 * one that has not is handed on as written, with a line per problem, so the checks across
 * files still run and every problem shows in one build.
 */
import type * as v from 'valibot'
import * as valibot from 'valibot'
import { clientsShape } from '../../../src/content/shapes/clients.ts'
import { lookShape } from '../../../src/content/shapes/look.ts'
import { siteShape } from '../../../src/content/shapes/site.ts'
import { technologiesShape } from '../../../src/content/shapes/technologies.ts'
import { languageFileShape } from '../../../src/content/shapes/words.ts'
import { LOCALES, type Locale } from '../../../src/i18n/locales.ts'
import { describeIssues } from './describe-issues.ts'
import { readDataFile, shownFile } from './read-data-file.ts'

/** What the owner's files hold: checked in shape where `problems` says nothing of them. */
export interface OwnerModules {
  site: Record<string, unknown>
  clients: Record<string, unknown>
  technologies: Record<string, unknown>
  look: unknown
  words: Record<Locale, Record<string, unknown>>
  projectPages: Record<Locale, unknown>
  blog: Record<Locale, unknown>
  cv: Record<Locale, unknown>
}

/** The parts of a language file that the page loads apart from the landing page's words. */
const OWN_MODULES = ['projectPages', 'blog', 'cv']

/** Each file, its shape, and how a problem names the whole of it. */
const FILES = {
  site: ['site.yml', siteShape, 'the page'],
  clients: ['clients.yml', clientsShape, 'the clients file'],
  technologies: ['technologies.yml', technologiesShape, 'the technologies'],
  look: ['look.yml', lookShape, 'the look'],
  es: ['es.yml', languageFileShape, 'a words file'],
  en: ['en.yml', languageFileShape, 'a words file'],
} as const satisfies Record<string, readonly [string, v.GenericSchema, string]>

type Key = keyof typeof FILES

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** The fields a shape knows at its top, for "did you mean". */
function knownFields(schema: v.GenericSchema): string[] {
  return 'entries' in schema && isRecord(schema.entries) ? Object.keys(schema.entries) : []
}

async function readOne(
  contentDir: string,
  key: Key,
): Promise<{ value: unknown; problems: string[] }> {
  const [name, schema, whole] = FILES[key]
  const read = await readDataFile(contentDir, name)
  if ('problem' in read) return { value: undefined, problems: [read.problem] }
  const result = valibot.safeParse(schema as v.GenericSchema, read.value ?? {})
  if (result.success) return { value: result.output, problems: [] }
  return {
    value: read.value,
    problems: describeIssues(shownFile(name), result.issues, {
      known: knownFields(schema),
      owner: whole,
      whole,
    }),
  }
}

/** The owner's files and every problem of their shapes, one line each. */
export async function readOwnerFiles(
  contentDir: string,
): Promise<{ modules: OwnerModules; problems: string[] }> {
  const keys = Object.keys(FILES) as Key[]
  const results = await Promise.all(keys.map((key) => readOne(contentDir, key)))
  const value = Object.fromEntries(keys.map((key, index) => [key, results[index]?.value]))
  const record = (key: Key) => (isRecord(value[key]) ? value[key] : {})
  const language = (locale: Locale) => record(locale)
  const byLocale = <T>(part: (words: Record<string, unknown>) => T) =>
    Object.fromEntries(LOCALES.map((locale) => [locale, part(language(locale))])) as Record<
      Locale,
      T
    >
  return {
    modules: {
      site: record('site'),
      clients: record('clients'),
      technologies: record('technologies'),
      look: value.look,
      // Each language's file holds the landing page's words, `projectPages`, `blog` and `cv`.
      words: byLocale((words) =>
        Object.fromEntries(Object.entries(words).filter(([key]) => !OWN_MODULES.includes(key))),
      ),
      projectPages: byLocale((words) => words.projectPages),
      blog: byLocale((words) => words.blog),
      cv: byLocale((words) => words.cv),
    },
    problems: results.flatMap((result) => result.problems),
  }
}
