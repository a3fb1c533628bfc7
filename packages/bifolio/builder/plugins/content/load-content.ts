/**
 * The whole of an owner's content folder, read and checked together, so the owner sees every
 * problem at once, one line each: the data files' shapes, what they name across each other,
 * the profile, the projects and the CV. The build, the dev server, the build steps and the
 * tests all read the content through here.
 */
import { join } from 'node:path'
import { lookProblems } from '../look/resolve-look.ts'
import type {
  BlogMessages,
  ClientsFile,
  CvDocumentMessages,
  Messages,
  ProjectPagesMessages,
  SiteFile,
  Technology,
} from '../../../src/content/types.ts'
import type { LanguageFile } from '../../../src/content/shapes/words.ts'
import { fillFacts } from '../../../src/lib/fill-facts.ts'
import {
  LOCALES,
  ofLocale,
  setSiteLanguages,
  type Locale,
  type PathWords,
} from '../../../src/i18n/locales.ts'
import { ContentError } from './content-error.ts'
import { loadCv, type CvContent } from './cv-schema.ts'
import { folderNames, loadProjects, projectLanguages, type LoadedProject } from './load-projects.ts'
import { loadPosts, type LoadedPost } from './posts/load-posts.ts'
import { readOwnerFiles } from './owner-files.ts'
import { pathWordProblems, pathWordsOf } from './path-words.ts'
import { ownerRuleProblems } from './owner-rules.ts'
import { readProfile, type Profile } from './profile-schema.ts'

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
  /** The words of each language's addresses: `proyectos` of `/proyectos/`. */
  pathWords: Record<Locale, PathWords>
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

/**
 * `file` with the names of the languages in one place, `language.names`, which every card that
 * marks another language reads: names written in `blog.languageNames`, their older place, come
 * under those of `language.names`.
 */
function withLanguageNames(file: LanguageFile): LanguageFile {
  const older = file.blog?.languageNames
  if (!older) return file
  return { ...file, language: { ...file.language, names: { ...older, ...file.language.names } } }
}

/** The checked content, or a `ContentError` with every problem of it. */
export async function loadContent(
  contentDir: string,
  options: ContentOptions = {},
): Promise<Content> {
  const { files, problems: shapeProblems } = await readOwnerFiles(contentDir)
  // The projects', articles' and CV's languages, and every route of the build, are the content's.
  const pathWords = pathWordsOf(files)
  setSiteLanguages(files.languages, pathWords)
  const { withDrafts, today, ...urls } = options
  // A folder of `projects/` is a page an article or a testimonial may name, even while one of
  // its files is wrong: that file says so, and no link to it is called broken.
  const projectSlugs = await folderNames(join(contentDir, 'projects'))
  const [profile, projects, cv, posts] = await Promise.all([
    readProfile(contentDir),
    loadProjects({
      contentDir,
      technologyIds: files.technologies && Object.keys(files.technologies),
      ...urls,
    }).catch((error: unknown) => error),
    loadCv(contentDir).catch((error: unknown) => error),
    loadPosts({
      contentDir,
      projectLanguages: projectLanguages(join(contentDir, 'projects'), projectSlugs),
      withDrafts,
      today,
      ...urls,
    }).catch((error: unknown) => error),
  ])
  const problemsOf = (result: unknown) => (result instanceof ContentError ? result.problems : [])
  const hasArticles = (await folderNames(join(contentDir, 'posts'))).length > 0
  const problems = [
    ...shapeProblems,
    // The look's colours and fonts: checked here too, so a faint accent is named with the rest.
    ...(files.look ? lookProblems(files.look, { contentDir }).problems : []),
    ...ownerRuleProblems({ files, contentDir, projectSlugs, hasArticles }),
    ...pathWordProblems(files),
    ...('problems' in profile ? profile.problems : []),
    ...problemsOf(projects),
    ...problemsOf(posts),
    ...problemsOf(cv),
  ]
  if (problems.length > 0 || 'problems' in profile) throw new ContentError(problems)
  for (const result of [projects, posts, cv]) if (result instanceof Error) throw result
  const { site, clients, technologies } = files
  // No problem above: every file had its shape.
  if (!site || !clients || !technologies || LOCALES.some((locale) => !files.words[locale]))
    throw new ContentError(problems)
  const languages = (locale: Locale) => withLanguageNames(ofLocale(files.words, locale))
  const facts = profile.profile
  const part = <Key extends keyof LanguageFile>(key: Key) =>
    fillFacts(
      Object.fromEntries(LOCALES.map((locale) => [locale, languages(locale)[key]])) as Record<
        Locale,
        LanguageFile[Key]
      >,
      facts,
    )
  // The landing page's words, without the parts the page loads apart.
  const apart: readonly string[] = ['projectPages', 'blog', 'cv', 'paths']
  const words = Object.fromEntries(
    LOCALES.map((locale) => [
      locale,
      Object.fromEntries(Object.entries(languages(locale)).filter(([key]) => !apart.includes(key))),
    ]),
  ) as Record<Locale, Messages>
  return {
    profile: facts,
    owner: {
      site,
      clients,
      technologies,
      words: fillFacts(words, facts),
      projectPages: part('projectPages'),
      blog: part('blog'),
      cv: part('cv'),
      pathWords,
    },
    projects: projects as LoadedProject[],
    posts: posts as LoadedPost[],
    cv: cv as CvContent,
  }
}
