/**
 * The projects collection: one folder per project under the content's `projects/`, named by its
 * slug, holding one Markdown file per language it is written in and the project's pictures. Finds the folders,
 * parses and validates every file, renders the case studies, and either hands back typed
 * projects or throws a `ContentError` listing every problem, one line each.
 */
import { existsSync } from 'node:fs'
import { readdir } from 'node:fs/promises'
import { join } from 'node:path'
import { LOCALES, type Locale } from '../../../src/i18n/locales.ts'
import { projectPath } from '../../../src/i18n/routes.ts'
import { manifestFor } from '../responsive-images/manifest.ts'
import { planImage } from '../responsive-images/plan.ts'
import { readSource } from '../responsive-images/encode.ts'
import { ContentError } from './content-error.ts'
import { renderBody, type PictureEntry } from './markdown.ts'
import { readProject, type ValidatedProject } from './project-folder.ts'
import { frontMatterSchemas, type ProjectFacts } from './project-schema.ts'
import type { ProjectDetails, ProjectEntry } from '../../../src/content/types.ts'
import { isSlug, slugify } from '../../../src/lib/slug.ts'
import { shownFile } from './read-data-file.ts'

/** The folder as the owner knows it, in every problem's line. */
const SHOWN_ROOT = shownFile('projects')

/** What the page needs of a project: facts, and the card's words in every language. */
type ProjectCard = ProjectEntry<Locale>

export interface LoadedProject {
  card: ProjectCard
  /** The case study's optional facts in words, per language it is written in. */
  details: Partial<Record<Locale, ProjectDetails>>
  /** The case study as HTML, per language it is written in. */
  bodies: Partial<Record<Locale, string>>
  /** Every file read, so a dev server can watch them. */
  files: string[]
}

export interface LoadOptions {
  /** The site's content folder. */
  contentDir: string
  /** The ids of the owner's technologies, which projects name; unknown while that file is wrong. */
  technologyIds: readonly string[] | undefined
  /** The public URL path prefix of the build (Vite's `base`). */
  base?: string
  /** Public URL of a plain file a case study links to, by its key. */
  asset?: (key: string) => string
}

/** The folders of `root`, in order: a project or an article each; none when it is missing. */
export async function folderNames(root: string): Promise<string[]> {
  if (!existsSync(root)) return []
  const entries = await readdir(root, { withFileTypes: true })
  return entries
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort()
}

/**
 * Each folder's name is its page's address: one slug, written one way, unlike any other's.
 * `noun` names what a folder holds ("project", "article").
 */
export function folderNameProblems(
  folders: readonly string[],
  shownRoot = SHOWN_ROOT,
  noun = 'project',
): string[] {
  const problems: string[] = []
  const seen = new Map<string, string>()
  for (const slug of folders) {
    if (!isSlug(slug)) {
      const fixed = slugify(slug)
      problems.push(
        `${shownRoot}/${slug}: the folder name is the address of the ${noun}'s page, so it may hold only lowercase letters, digits and single hyphens (e.g. "${fixed}")`,
      )
    }
    const folded = slug.toLowerCase()
    const twin = seen.get(folded)
    if (twin)
      problems.push(
        `${shownRoot}/${slug}: the same slug as ${shownRoot}/${twin}; each ${noun} needs its own`,
      )
    seen.set(folded, slug)
  }
  return problems
}

/** Two projects never share an `order`. */
function orderProblems(validated: readonly ValidatedProject[]): string[] {
  const problems: string[] = []
  const byOrder = new Map<number, string>()
  for (const { slug, facts, files } of validated) {
    if (facts.order === undefined) continue
    const other = byOrder.get(facts.order)
    if (other) {
      // The first file holds the facts.
      problems.push(
        `${files[0]?.file ?? SHOWN_ROOT}: "order" ${facts.order} is also the order of ${other}; each project needs its own place`,
      )
    }
    byOrder.set(facts.order, slug)
  }
  return problems
}

/** A case study's pictures by key, each read and planned once however many pages show it. */
export function pictureCache(
  contentDir: string,
  base: string,
): (key: string) => Promise<PictureEntry> {
  const pictures = new Map<string, Promise<PictureEntry>>()
  return (key) => {
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
}

/** The languages each project folder of `root` has a text in, by slug. */
export function projectLanguages(
  root: string,
  slugs: readonly string[],
): Map<string, readonly Locale[]> {
  return new Map(
    slugs.map((slug) => [slug, LOCALES.filter((l) => existsSync(join(root, slug, `${l}.md`)))]),
  )
}

/**
 * The page of project `slug` a text in `locale` links to: in that language where the project
 * is written in it, else in the first it is (`written`: each project's languages).
 */
export function projectUrlFrom(
  written: ReadonlyMap<string, readonly Locale[]>,
  locale: Locale,
  slug: string,
): string | undefined {
  const languages = written.get(slug) ?? []
  const shown = languages.includes(locale) ? locale : languages[0]
  return shown === undefined ? undefined : projectPath(shown, slug)
}

interface RenderContext {
  root: string
  /** Each project's languages, by slug: a link to one goes to its page in one of them. */
  written: ReadonlyMap<string, readonly Locale[]>
  picture: (key: string) => Promise<PictureEntry>
  asset: (key: string) => string
  problems: string[]
}

/** A validated project with its case study rendered in every language, still unordered. */
async function renderProject(
  { slug, facts, words, details, files }: ValidatedProject,
  { root, written, picture, asset, problems }: RenderContext,
): Promise<LoadedProject> {
  const bodies: Partial<Record<Locale, string>> = {}
  for (const parsed of files) {
    const rendered = await renderBody(parsed.body, {
      file: parsed.file,
      dir: join(root, slug),
      key: `projects/${slug}`,
      bodyLine: parsed.bodyLine,
      projectUrl: (other) => projectUrlFrom(written, parsed.locale, other),
      picture,
      asset,
    })
    problems.push(...rendered.problems)
    bodies[parsed.locale] = rendered.html
  }
  return {
    card: { ...facts, order: 0, slug, image: `projects/${slug}/${facts.image}`, words },
    details,
    bodies,
    files: files.map((parsed) => join(root, slug, `${parsed.locale}.md`)),
  }
}

/** The projects in the page's order, each card numbered by its place from 1. */
function inPageOrder(loaded: LoadedProject[], validated: readonly ValidatedProject[]) {
  const orderOf = new Map(validated.map(({ slug, facts }) => [slug, facts]))
  return loaded
    .sort(
      (a, b) =>
        byPlace(orderOf.get(a.card.slug), orderOf.get(b.card.slug)) ||
        (a.card.slug < b.card.slug ? -1 : 1),
    )
    .map((project, index) => ({ ...project, card: { ...project.card, order: index + 1 } }))
}

export async function loadProjects({
  contentDir,
  technologyIds,
  base = '/',
  asset = (key) => `${base}${key}`,
}: LoadOptions): Promise<LoadedProject[]> {
  const root = join(contentDir, 'projects')
  const schemas = frontMatterSchemas(technologyIds)
  if (!existsSync(root)) {
    throw new ContentError([
      `${SHOWN_ROOT}: the folder is missing; it holds one folder per project`,
    ])
  }
  const folders = await folderNames(root)
  const problems = folderNameProblems(folders)

  const validated: ValidatedProject[] = []
  for (const slug of folders) {
    const project = await readProject(root, SHOWN_ROOT, slug, schemas, problems)
    if (project) validated.push(project)
  }
  problems.push(...orderProblems(validated))

  const context: RenderContext = {
    root,
    written: projectLanguages(root, folders),
    picture: pictureCache(contentDir, base),
    asset,
    problems,
  }
  const loaded: LoadedProject[] = []
  for (const project of validated) loaded.push(await renderProject(project, context))

  if (problems.length > 0) throw new ContentError(problems)
  return inPageOrder(loaded, validated)
}

/** Projects with an `order` first, by it; then the others, newest first. */
function byPlace(a?: ProjectFacts, b?: ProjectFacts): number {
  const place = (facts?: ProjectFacts) => facts?.order ?? Number.POSITIVE_INFINITY
  if (place(a) !== place(b)) return place(a) < place(b) ? -1 : 1
  return (b?.year ?? 0) - (a?.year ?? 0)
}
