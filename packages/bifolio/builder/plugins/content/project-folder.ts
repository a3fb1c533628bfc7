/**
 * One project's folder: its Markdown file per language it is written in, read, parsed and
 * validated, and its card's picture checked. Problems are pushed to the caller's list, one line each, so the owner
 * sees every project's problems at once.
 */
import { existsSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import sharp from 'sharp'
import * as v from 'valibot'
import { DEFAULT_LOCALE, LOCALES, type Locale } from '../../../src/i18n/locales.ts'
import type { ProjectDetails, ProjectWords } from '../../../src/content/types.ts'
import { describeIssues } from './describe-issues.ts'
import { splitFrontMatter } from './front-matter.ts'
import {
  FACT_FIELDS,
  WORD_FIELDS,
  type frontMatterSchemas,
  type ProjectFacts,
} from './project-schema.ts'

/** The card letterboxes its picture at up to ~480 CSS px wide, so twice that for sharp screens. */
export const CARD_PICTURE_MIN_PX = { width: 960, height: 720 } as const

interface ParsedFile {
  locale: Locale
  file: string
  data: Record<string, unknown>
  body: string
  bodyLine: number
}

/**
 * A project whose files all passed their schema: what rendering its case study needs. Its
 * words and details are in the languages it is written in, at least one.
 */
export interface ValidatedProject {
  slug: string
  facts: ProjectFacts
  words: Partial<Record<Locale, ProjectWords>>
  details: Partial<Record<Locale, ProjectDetails>>
  files: ParsedFile[]
}

type Schemas = ReturnType<typeof frontMatterSchemas>

/** The project's files that parse, and the language of its first, which holds its facts. */
async function readProjectFiles(
  dir: string,
  shown: string,
  problems: string[],
): Promise<{ files: ParsedFile[]; factsLocale?: Locale }> {
  const parsed: ParsedFile[] = []
  // A language without its file lists the project in one it is written in.
  const written = LOCALES.filter((locale) => existsSync(join(dir, `${locale}.md`)))
  if (written.length === 0) {
    problems.push(
      `${shown}: there is no text; a project needs one of ${LOCALES.map((l) => `${l}.md`).join(', ')}`,
    )
  }
  for (const locale of written) {
    const path = join(dir, `${locale}.md`)
    const file = `${shown}/${locale}.md`
    const split = splitFrontMatter(await readFile(path, 'utf8'), file)
    if (!split.ok) {
      problems.push(split.problem)
      continue
    }
    const { data, body, bodyLine } = split
    if (typeof data !== 'object' || data === null || Array.isArray(data)) {
      problems.push(`${file}: the front matter must be a list of fields such as "title: …"`)
      continue
    }
    parsed.push({ locale, file, data: data as Record<string, unknown>, body, bodyLine })
  }
  return { files: parsed, factsLocale: written[0] }
}

async function checkCardPicture(dir: string, file: string, name: string): Promise<string | null> {
  const path = join(dir, name)
  if (!existsSync(path))
    return `${file}: "image": there is no file "${name}" in the project's folder`
  const { width = 0, height = 0 } = await sharp(path).metadata()
  const min = CARD_PICTURE_MIN_PX
  if (width < min.width || height < min.height) {
    return `${file}: "image": ${name} is ${width}×${height} px; a card needs at least ${min.width}×${min.height} px`
  }
  return null
}

/**
 * One file's front matter against its schema: facts live in the project's first file only, the
 * first of the site's languages it is written in (`factsLocale`).
 */
function validateFrontMatter(
  parsed: ParsedFile,
  factsLocale: Locale,
  schemas: Schemas,
  problems: string[],
) {
  const isDefault = parsed.locale === factsLocale
  const result = v.safeParse(
    isDefault ? schemas.defaultLocale : schemas.otherLanguages,
    parsed.data,
  )
  if (result.success) return result.output
  problems.push(
    ...describeIssues(parsed.file, result.issues, {
      known: isDefault ? [...WORD_FIELDS, ...FACT_FIELDS] : WORD_FIELDS,
      owner: 'a project',
      whole: 'the front matter',
      misplaced: (key) =>
        !isDefault && FACT_FIELDS.includes(key)
          ? `belongs in ${factsLocale}.md only: facts are written once, words in every language`
          : undefined,
    }),
  )
  return undefined
}

/** An optional detail shown in one language must be shown in the others it is written in too. */
function missingDetails(
  shown: string,
  words: Partial<Record<Locale, ProjectWords>>,
  details: Partial<Record<Locale, ProjectDetails>>,
): string[] {
  const problems: string[] = []
  for (const field of ['role', 'duration', 'team', 'outcome'] as const) {
    const present = LOCALES.filter((locale) => details[locale]?.[field] !== undefined)
    if (present.length > 0 && present.length < LOCALES.length) {
      for (const locale of LOCALES.filter((l) => !present.includes(l) && words[l])) {
        problems.push(
          `${shown}/${locale}.md: "${field}" is missing (${present.map((l) => `${l}.md`).join(', ')} has it)`,
        )
      }
    }
  }
  return problems
}

/**
 * The project in folder `slug` of `root` (`shownRoot` as the owner knows it), or undefined when
 * a file of it is missing or fails its schema.
 */
export async function readProject(
  root: string,
  shownRoot: string,
  slug: string,
  schemas: Schemas,
  problems: string[],
): Promise<ValidatedProject | undefined> {
  const dir = join(root, slug)
  const shown = `${shownRoot}/${slug}`
  const { files, factsLocale = DEFAULT_LOCALE } = await readProjectFiles(dir, shown, problems)
  const words: Partial<Record<Locale, ProjectWords>> = {}
  const details: Partial<Record<Locale, ProjectDetails>> = {}
  let facts: ProjectFacts | undefined
  for (const parsed of files) {
    const output = validateFrontMatter(parsed, factsLocale, schemas, problems)
    if (!output) continue
    const { title, summary, imageAlt, role, duration, team, outcome, ...rest } = output
    words[parsed.locale] = { title, summary, imageAlt }
    details[parsed.locale] = { role, duration, team, outcome }
    if (parsed.locale === factsLocale) {
      facts = rest as ProjectFacts
      const pictureProblem = await checkCardPicture(dir, parsed.file, facts.image)
      if (pictureProblem) problems.push(pictureProblem)
    }
  }
  problems.push(...missingDetails(shown, words, details))
  if (!facts || Object.keys(words).length < files.length) return undefined
  return { slug, facts, words, details, files }
}
