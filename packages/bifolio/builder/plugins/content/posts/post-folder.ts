/**
 * One article's folder: its Markdown file per language it is written in, read, parsed and
 * validated, and its cover checked. Problems are pushed to the caller's list, one line each.
 */
import { existsSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import sharp from 'sharp'
import * as v from 'valibot'
import { LOCALES, type Locale } from '../../../../src/i18n/locales.ts'
import { describeIssues } from '../describe-issues.ts'
import { splitFrontMatter } from '../front-matter.ts'
import { POST_FIELDS, postFrontMatter, type PostFrontMatter } from './post-schema.ts'

/** A cover is the article's share picture too, so it needs the share picture's size. */
export const COVER_MIN_PX = { width: 1200, height: 630 } as const

/** One language's file of an article, checked. */
export interface PostFile {
  locale: Locale
  /** As the owner knows it, e.g. `content/posts/outbox/en.md`. */
  file: string
  path: string
  fields: PostFrontMatter
  body: string
  bodyLine: number
}

async function readPostFile(
  dir: string,
  shown: string,
  locale: Locale,
  problems: string[],
): Promise<PostFile | undefined> {
  const path = join(dir, `${locale}.md`)
  const file = `${shown}/${locale}.md`
  if (!existsSync(path)) return undefined
  const split = splitFrontMatter(await readFile(path, 'utf8'), file)
  if (!split.ok) {
    problems.push(split.problem)
    return undefined
  }
  const result = v.safeParse(postFrontMatter, split.data)
  if (!result.success) {
    problems.push(
      ...describeIssues(file, result.issues, {
        known: POST_FIELDS,
        owner: 'an article',
        whole: 'the front matter',
      }),
    )
    return undefined
  }
  return { locale, file, path, fields: result.output, body: split.body, bodyLine: split.bodyLine }
}

async function coverProblem(dir: string, { file, fields }: PostFile): Promise<string | null> {
  if (!fields.cover) return null
  const path = join(dir, fields.cover)
  if (!existsSync(path))
    return `${file}: "cover": there is no file "${fields.cover}" in the article's folder`
  const { width = 0, height = 0 } = await sharp(path).metadata()
  const min = COVER_MIN_PX
  if (width < min.width || height < min.height) {
    return `${file}: "cover": ${fields.cover} is ${width}×${height} px; a cover needs at least ${min.width}×${min.height} px`
  }
  return null
}

/** Written twice, an article is one article: the same day, topics and cover in each language. */
function disagreements(files: readonly PostFile[]): string[] {
  const [first, ...others] = files
  if (!first) return []
  const shared = ['date', 'updated', 'tags', 'cover'] as const
  return others.flatMap((other) =>
    shared
      .filter(
        (field) => JSON.stringify(other.fields[field]) !== JSON.stringify(first.fields[field]),
      )
      .map(
        (field) =>
          `${other.file}: "${field}" differs from ${first.file}; an article's ${field} is the same in every language`,
      ),
  )
}

/** The checked files of the article in folder `slug` of `root` (`shownRoot` as the owner knows it). */
export async function readPost(
  root: string,
  shownRoot: string,
  slug: string,
  problems: string[],
): Promise<PostFile[]> {
  const dir = join(root, slug)
  const shown = `${shownRoot}/${slug}`
  if (!LOCALES.some((locale) => existsSync(join(dir, `${locale}.md`)))) {
    problems.push(
      `${shown}: holds no ${LOCALES.map((l) => `${l}.md`).join(' or ')}; an article is written in at least one language`,
    )
    return []
  }
  const files: PostFile[] = []
  for (const locale of LOCALES) {
    const file = await readPostFile(dir, shown, locale, problems)
    if (!file) continue
    const problem = await coverProblem(dir, file)
    if (problem) problems.push(problem)
    files.push(file)
  }
  problems.push(...disagreements(files))
  return files
}
