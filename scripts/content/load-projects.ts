/**
 * The projects collection: one folder per project under `src/content/projects/`, named by its
 * slug, holding one Markdown file per language and the project's pictures. Finds the folders,
 * parses and validates every file, renders the case studies, and either hands back typed
 * projects or throws a `ContentError` listing every problem, one line each.
 */
import { existsSync } from 'node:fs'
import { readdir, readFile } from 'node:fs/promises'
import { join } from 'node:path'
import sharp from 'sharp'
import * as v from 'valibot'
import { DEFAULT_LOCALE, LOCALES, type Locale } from '../../src/i18n/locales.ts'
import { projectPath } from '../../src/i18n/routes.ts'
import { manifestFor } from '../responsive-images/manifest.ts'
import { planImage } from '../responsive-images/plan.ts'
import { readSource } from '../responsive-images/encode.ts'
import { ContentError } from './content-error.ts'
import { describeIssues } from './describe-issues.ts'
import { splitFrontMatter } from './front-matter.ts'
import { renderBody, type PictureEntry } from './markdown.ts'
import {
  FACT_FIELDS,
  frontMatterSchemas,
  WORD_FIELDS,
  type ProjectFacts,
} from './project-schema.ts'
import type { ProjectDetails, ProjectEntry, ProjectWords } from '../../src/content/types.ts'

/** The card letterboxes its picture at up to ~480 CSS px wide, so twice that for sharp screens. */
export const CARD_PICTURE_MIN_PX = { width: 960, height: 720 } as const

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

/** What the page needs of a project: facts, and the card's words in every language. */
export type ProjectCard = ProjectEntry<Locale>

export interface LoadedProject {
  card: ProjectCard
  /** The case study's optional facts in words, per language. */
  details: Record<Locale, ProjectDetails>
  /** The case study as HTML, per language. */
  bodies: Record<Locale, string>
  /** Every file read, so a dev server can watch them. */
  files: string[]
}

export interface LoadOptions {
  /** The content folder, `src/content`. */
  contentDir: string
  /** The ids of the owner's technologies (`technologies.ts`), which projects name. */
  technologyIds: readonly string[]
  /** The public URL path prefix of the build (Vite's `base`). */
  base?: string
  /** Public URL of a plain file a case study links to, by its key. */
  asset?: (key: string) => string
}

interface ParsedFile {
  locale: Locale
  file: string
  data: Record<string, unknown>
  body: string
  bodyLine: number
}

async function readProjectFiles(
  dir: string,
  shown: string,
  problems: string[],
): Promise<ParsedFile[]> {
  const parsed: ParsedFile[] = []
  for (const locale of LOCALES) {
    const path = join(dir, `${locale}.md`)
    const file = `${shown}/${locale}.md`
    if (!existsSync(path)) {
      problems.push(
        `${shown}: ${locale}.md is missing; every project needs ${LOCALES.map((l) => `${l}.md`).join(' and ')}`,
      )
      continue
    }
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
  return parsed
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

export async function loadProjects({
  contentDir,
  technologyIds,
  base = '/',
  asset = (key) => `${base}${key}`,
}: LoadOptions): Promise<LoadedProject[]> {
  const root = join(contentDir, 'projects')
  const shownRoot = 'src/content/projects'
  const problems: string[] = []
  const schemas = frontMatterSchemas(technologyIds)
  if (!existsSync(root)) {
    throw new ContentError([`${shownRoot}: the folder is missing; it holds one folder per project`])
  }
  const folders = (await readdir(root, { withFileTypes: true }))
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort()

  const seen = new Map<string, string>()
  for (const slug of folders) {
    if (!SLUG.test(slug)) {
      const fixed = slug
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, '-')
        .replace(/^-|-$/g, '')
      problems.push(
        `${shownRoot}/${slug}: the folder name is the address of the project's page, so it may hold only lowercase letters, digits and single hyphens (e.g. "${fixed}")`,
      )
    }
    const folded = slug.toLowerCase()
    const twin = seen.get(folded)
    if (twin)
      problems.push(
        `${shownRoot}/${slug}: the same slug as ${shownRoot}/${twin}; each project needs its own`,
      )
    seen.set(folded, slug)
  }

  const validated: Array<{
    slug: string
    facts: ProjectFacts
    words: Record<Locale, ProjectWords>
    details: Record<Locale, ProjectDetails>
    files: ParsedFile[]
  }> = []
  for (const slug of folders) {
    const dir = join(root, slug)
    const shown = `${shownRoot}/${slug}`
    const files = await readProjectFiles(dir, shown, problems)
    const words: Partial<Record<Locale, ProjectWords>> = {}
    const details: Partial<Record<Locale, ProjectDetails>> = {}
    let facts: ProjectFacts | undefined
    for (const parsed of files) {
      const isDefault = parsed.locale === DEFAULT_LOCALE
      const result = v.safeParse(
        isDefault ? schemas.defaultLocale : schemas.otherLocale,
        parsed.data,
      )
      if (!result.success) {
        problems.push(
          ...describeIssues(parsed.file, result.issues, {
            known: isDefault ? [...WORD_FIELDS, ...FACT_FIELDS] : WORD_FIELDS,
            owner: 'a project',
            whole: 'the front matter',
            misplaced: (key) =>
              !isDefault && FACT_FIELDS.includes(key)
                ? `belongs in ${DEFAULT_LOCALE}.md only: facts are written once, words in every language`
                : undefined,
          }),
        )
        continue
      }
      const { title, summary, imageAlt, role, duration, team, outcome, ...rest } = result.output
      words[parsed.locale] = { title, summary, imageAlt }
      details[parsed.locale] = { role, duration, team, outcome }
      if (isDefault) {
        facts = rest as ProjectFacts
        const pictureProblem = await checkCardPicture(dir, parsed.file, facts.image)
        if (pictureProblem) problems.push(pictureProblem)
      }
    }
    // An optional detail shown in one language must be shown in the other too.
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
    if (facts && LOCALES.every((locale) => words[locale])) {
      validated.push({
        slug,
        facts,
        words: words as Record<Locale, ProjectWords>,
        details: details as Record<Locale, ProjectDetails>,
        files,
      })
    }
  }

  const byOrder = new Map<number, string>()
  for (const { slug, facts } of validated) {
    if (facts.order === undefined) continue
    const other = byOrder.get(facts.order)
    if (other) {
      problems.push(
        `${shownRoot}/${slug}/${DEFAULT_LOCALE}.md: "order" ${facts.order} is also the order of ${other}; each project needs its own place`,
      )
    }
    byOrder.set(facts.order, slug)
  }

  const slugs = new Set(validated.map((project) => project.slug))
  const pictures = new Map<string, Promise<PictureEntry>>()
  const picture = (key: string) => {
    let entry = pictures.get(key)
    if (!entry) {
      entry = readSource(join(contentDir, key), key).then((source) => {
        const manifest = manifestFor([planImage(source)], base)
        return manifest[key] as PictureEntry
      })
      pictures.set(key, entry)
    }
    return entry
  }

  const loaded: LoadedProject[] = []
  for (const { slug, facts, words, details, files } of validated) {
    const bodies: Partial<Record<Locale, string>> = {}
    for (const parsed of files) {
      const rendered = await renderBody(parsed.body, {
        file: parsed.file,
        dir: join(root, slug),
        key: `projects/${slug}`,
        bodyLine: parsed.bodyLine,
        projectUrl: (other) => (slugs.has(other) ? projectPath(parsed.locale, other) : undefined),
        picture,
        asset,
      })
      problems.push(...rendered.problems)
      bodies[parsed.locale] = rendered.html
    }
    loaded.push({
      card: { ...facts, order: 0, slug, image: `projects/${slug}/${facts.image}`, words },
      details,
      bodies: bodies as Record<Locale, string>,
      files: files.map((parsed) => join(root, slug, `${parsed.locale}.md`)),
    })
  }

  if (problems.length > 0) throw new ContentError(problems)
  const orderOf = new Map(validated.map(({ slug, facts }) => [slug, facts]))
  return loaded
    .sort(
      (a, b) =>
        byPlace(orderOf.get(a.card.slug), orderOf.get(b.card.slug)) ||
        (a.card.slug < b.card.slug ? -1 : 1),
    )
    .map((project, index) => ({ ...project, card: { ...project.card, order: index + 1 } }))
}

/** Projects with an `order` first, by it; then the others, newest first. */
function byPlace(a?: ProjectFacts, b?: ProjectFacts): number {
  const place = (facts?: ProjectFacts) => facts?.order ?? Number.POSITIVE_INFINITY
  if (place(a) !== place(b)) return place(a) < place(b) ? -1 : 1
  return (b?.year ?? 0) - (a?.year ?? 0)
}
