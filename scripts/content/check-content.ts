/**
 * Every check of the owner's content in one pass: the TypeScript files (site, words,
 * technologies, clients), the profile, the projects, the CV, the look and, last, the type-check.
 * Each runs whatever the others found, so one build names every problem, one line each.
 */
import type { Look } from '../../src/content/types.ts'
import { lookProblems } from '../look/resolve-look.ts'
import { ContentError } from './content-error.ts'
import { loadCv, type CvContent } from './cv-schema.ts'
import { loadProjects, type LoadedProject } from './load-projects.ts'
import { loadOwnerModules, readModule, type OwnerModules } from './owner-modules.ts'
import { readProfile, type Profile } from './profile-schema.ts'
import { ownerModuleProblems } from './site-schema.ts'
import { typeProblems } from './type-problems.ts'

export interface Content {
  projects: LoadedProject[]
  cv: CvContent
  profile: Profile
  owner: OwnerModules
}

export interface CheckOptions {
  /** The public URL path prefix of the build (Vite's `base`). */
  base: string
  /** Whether to type-check the owner's files too (the client build does; the SSR build follows it). */
  typeCheck: boolean
  /** Public URL of a plain file a case study links to, by its key. */
  asset: (key: string) => string
  /**
   * The look the build draws with, or the line saying why `look.ts` cannot be read (which the
   * owner's modules name too).
   */
  look: Look | { problem: string }
}

const problemsOf = (result: unknown) => (result instanceof ContentError ? result.problems : [])

/** `src/content/en.ts` from `src/content/en.ts:12: …` or `src/content/en.ts: …`. */
const fileOf = (line: string) => /^([^:]+)/.exec(line)?.[1] ?? line

/** The ids of the owner's technologies, which the projects name; none if the file is unreadable. */
async function technologyIds(
  root: string,
  owner: Awaited<ReturnType<typeof loadOwnerModules>>,
): Promise<string[] | undefined> {
  if ('modules' in owner) return Object.keys(owner.modules.technologies ?? {})
  const read = await readModule(root, 'technologies.ts', 'technologies')
  return 'value' in read && typeof read.value === 'object' && read.value !== null
    ? Object.keys(read.value)
    : undefined
}

/** The checked content, or a `ContentError` with every problem of every file. */
export async function checkContent(root: string, options: CheckOptions): Promise<Content> {
  const owner = await loadOwnerModules(root)
  const ids = await technologyIds(root, owner)
  const { base, asset } = options
  const [profile, projects, cv] = await Promise.all([
    readProfile(root),
    ids === undefined
      ? undefined
      : loadProjects({ contentDir: root, technologyIds: ids, base, asset }).catch(
          (error: unknown) => error,
        ),
    loadCv(root).catch((error: unknown) => error),
  ])
  const problems = [
    ...('problems' in owner ? owner.problems : ownerModuleProblems(owner.modules, root)),
    ...('problems' in profile ? profile.problems : []),
    ...problemsOf(projects),
    ...problemsOf(cv),
    ...('problem' in options.look ? [] : lookProblems(options.look, { contentDir: root }).problems),
  ]
  // The type-check names what the checks above cannot see. A file they found a problem in is
  // left to them, so a mistake is named once, in the owner's words rather than the compiler's.
  if (options.typeCheck) {
    const named = new Set(problems.map(fileOf))
    problems.push(...typeProblems(root).filter((line) => !named.has(fileOf(line))))
  }
  if (problems.length > 0 || 'problems' in owner || 'problems' in profile) {
    throw new ContentError(problems)
  }
  for (const result of [projects, cv]) if (result instanceof Error) throw result
  return {
    projects: projects as LoadedProject[],
    cv: cv as CvContent,
    profile: profile.profile,
    owner: owner.modules,
  }
}
