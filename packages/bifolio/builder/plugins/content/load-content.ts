/**
 * The whole of an owner's content folder, read and checked together, so the owner sees every
 * problem at once, one line each: the data files' shapes, what they name across each other,
 * the profile, the projects and the CV. The build, the dev server, the build steps and the
 * tests all read the content through here.
 */
import { lookProblems } from '../look/resolve-look.ts'
import type {
  BlogMessages,
  ClientsFile,
  Look,
  CvDocumentMessages,
  Messages,
  ProjectPagesMessages,
  SiteFile,
  Technology,
} from '../../../src/content/types.ts'
import { fillFacts } from '../../../src/lib/fill-facts.ts'
import { LOCALES, type Locale } from '../../../src/i18n/locales.ts'
import { ContentError } from './content-error.ts'
import { loadCv, type CvContent } from './cv-schema.ts'
import { loadProjects, type LoadedProject } from './load-projects.ts'
import { loadPosts, type LoadedPost } from './posts/load-posts.ts'
import { readOwnerFiles, type OwnerModules } from './owner-files.ts'
import { shownFile } from './read-data-file.ts'
import { readProfile, type Profile } from './profile-schema.ts'
import { ownerModuleProblems } from './site-schema.ts'

/** The owner's data files as the page reads them: checked, defaults and facts filled in. */
export interface OwnerContent {
  site: SiteFile
  clients: ClientsFile
  technologies: Readonly<Record<string, Technology>>
  words: Record<Locale, Messages>
  projectPages: Record<Locale, ProjectPagesMessages>
  /** The articles' words, where the owner wrote them. */
  blog: Record<Locale, BlogMessages | undefined>
  cv: Record<Locale, CvDocumentMessages>
}

export interface Content {
  profile: Profile
  owner: OwnerContent
  projects: LoadedProject[]
  /** The articles of this build, newest first: one entry per article and language. */
  posts: LoadedPost[]
  cv: CvContent
}

export interface ContentOptions {
  /** The public URL path prefix of the build (Vite's `base`). */
  base?: string
  /** Public URL of a plain file a case study links to, by its key. */
  asset?: (key: string) => string
  /** The dev server shows drafts and articles dated later; a build never does. */
  withDrafts?: boolean
  /** The build's day, `2026-11-27`: an article dated later waits for a later build. */
  today?: string
}

/** `content/site.yml: "skillGroups"[0]."icon"`: the file and the field a line is about. */
function subject(line: string): string {
  return /^(\S+: (?:"[^"]*"|\[\d+\]|\.)*)/.exec(line)?.[1] ?? line
}

/**
 * The lines of the checks across files, less those about a field whose shape is already wrong
 * (or a field inside it): one problem, one line.
 */
function newLines(shapeLines: readonly string[], lines: readonly string[]): string[] {
  const named = shapeLines.map(subject)
  const isNamed = (about: string) =>
    named.some((field) => about === field || about.startsWith(field))
  return lines.filter((line) => {
    const about = subject(line)
    // "missing (es.yml has it)" about a field es.yml should not have: the same mistake.
    const other = /is missing \((\S+) has it\)$/.exec(line)?.[1]
    const there = other && about.replace(/^\S+: /, `${shownFile(other)}: `)
    return !isNamed(about) && !(there && isNamed(there))
  })
}

/**
 * The articles' words are needed once there is an article or `sections` shows `blog`; until
 * then they may be left out of both files.
 */
function blogWordsProblems(modules: OwnerModules, posts: unknown): string[] {
  const sections = Array.isArray(modules.site.sections) ? modules.site.sections : []
  const needed = (Array.isArray(posts) && posts.length > 0) || sections.includes('blog')
  if (!needed) return []
  return LOCALES.filter((locale) => modules.blog[locale] === undefined).map(
    (locale) =>
      `${shownFile(`${locale}.yml`)}: "blog" is missing: the articles' pages and the landing page's blog section need their words ({ tag, title, description, … }, see the engine's docs/content.md)`,
  )
}

/** The checked content, or a `ContentError` with every problem of it. */
export async function loadContent(
  contentDir: string,
  options: ContentOptions = {},
): Promise<Content> {
  const owner = await readOwnerFiles(contentDir)
  const technologyIds = Object.keys(owner.modules.technologies)
  const { withDrafts, today, ...urls } = options
  const [profile, projects, cv] = await Promise.all([
    readProfile(contentDir),
    loadProjects({ contentDir, technologyIds, ...urls }).catch((error: unknown) => error),
    loadCv(contentDir).catch((error: unknown) => error),
  ])
  // An article may link to a project: the projects' slugs are known once their folders are read.
  const posts = await loadPosts({
    contentDir,
    projectSlugs: new Set(
      Array.isArray(projects) ? projects.map((project: LoadedProject) => project.card.slug) : [],
    ),
    withDrafts,
    today,
    ...urls,
  }).catch((error: unknown) => error)
  const problemsOf = (result: unknown) => (result instanceof ContentError ? result.problems : [])
  // The look's colours and fonts: checked here too, so a faint accent is named with the rest.
  const look = owner.problems.some((line) => line.startsWith(shownFile('look.yml')))
    ? []
    : lookProblems(owner.modules.look as Look, { contentDir }).problems
  const problems = [
    ...owner.problems,
    ...look,
    ...newLines(owner.problems, ownerModuleProblems(owner.modules, contentDir)),
    ...('problems' in profile ? profile.problems : []),
    ...problemsOf(projects),
    ...problemsOf(posts),
    ...problemsOf(cv),
    ...blogWordsProblems(owner.modules, posts),
  ]
  if (problems.length > 0 || 'problems' in profile) throw new ContentError(problems)
  for (const result of [projects, posts, cv]) if (result instanceof Error) throw result
  const facts = profile.profile
  const { modules } = owner
  return {
    profile: facts,
    // Every file had its shape (no problem above), so each is the schema's output.
    owner: {
      site: modules.site as SiteFile,
      clients: modules.clients as ClientsFile,
      technologies: modules.technologies as Record<string, Technology>,
      words: fillFacts(modules.words as Record<Locale, Messages>, facts),
      projectPages: fillFacts(modules.projectPages as Record<Locale, ProjectPagesMessages>, facts),
      blog: fillFacts(modules.blog as Record<Locale, BlogMessages | undefined>, facts),
      cv: fillFacts(modules.cv as Record<Locale, CvDocumentMessages>, facts),
    },
    projects: projects as LoadedProject[],
    posts: posts as LoadedPost[],
    cv: cv as CvContent,
  }
}
