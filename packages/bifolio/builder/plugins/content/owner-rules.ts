/**
 * The rules across the owner's data files, each written once and run only on files that have
 * their shapes (a file that failed its own has said so, and nothing here guesses at it): the
 * ids `site.yml` and `clients.yml` name, the words each language needs for what they show,
 * the same optional words in every language, and every icon, project and picture named.
 */
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { SECTION_IDS } from '../../../src/content/ids.ts'
import type { LanguageFile } from '../../../src/content/shapes/words.ts'
import type { Locale } from '../../../src/i18n/locales.ts'
import { suggestion } from '../../../src/content/did-you-mean.ts'
import { fieldPath } from './field-path.ts'
import { iconProblem } from './known-icons.ts'
import type { OwnerFiles } from './owner-files.ts'
import { shownFile } from './read-data-file.ts'
import { unusedParts, WORD_PARTS, type WordPart } from './word-parts.ts'

type Path = ReadonlyArray<string | number>

/** One problem: the file, the field, and what is wrong, starting with its separator. */
interface Problem {
  file: string
  path: Path
  says: string
}

export interface RulesInput {
  files: OwnerFiles
  contentDir: string
  /** The folders of `projects/`, which a testimonial may name. */
  projectSlugs: readonly string[]
  /** Whether `posts/` holds an article, whose pages need the blog's words. */
  hasArticles: boolean
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** The words only a section uses: a hidden section's may stay in the files, unchecked. */
const SECTION_WORDS: Partial<Record<string, string>> = {
  'about-me': 'about',
  testimonials: 'testimonials',
}

/** Every string of `value` by its path, for the icons named anywhere in a file. */
function strings(value: unknown, path: Path = []): Array<[Path, string]> {
  if (typeof value === 'string') return [[path, value]]
  if (!isRecord(value) && !Array.isArray(value)) return []
  return Object.entries(value).flatMap(([key, inner]) =>
    strings(inner, [...path, Array.isArray(value) ? Number(key) : key]),
  )
}

/** The paths `other` holds and `own` lacks, each the outermost: a missing group is one. */
function missingIn(own: unknown, other: unknown, path: Path = []): Path[] {
  if (!isRecord(other) && !Array.isArray(other)) return []
  return Object.entries(other).flatMap(([key, inner]) => {
    const here = [...path, Array.isArray(other) ? Number(key) : key]
    const mine =
      isRecord(own) || Array.isArray(own) ? (own as Record<string, unknown>)[key] : undefined
    return mine === undefined ? [here] : missingIn(mine, inner, here)
  })
}

const startsWith = (path: Path, prefix: Path) => prefix.every((key, at) => path[at] === key)

/** Icons that no set holds, in the files that name them. */
function iconProblems({ site, clients, technologies }: OwnerFiles): Problem[] {
  const named = { 'site.yml': site, 'clients.yml': clients, 'technologies.yml': technologies }
  return Object.entries(named).flatMap(([file, data]) =>
    strings(data).flatMap(([path, value]) => {
      if (path.at(-1) !== 'icon' && path[0] !== 'sectionIcons') return []
      const says = iconProblem(value)
      return says ? [{ file, path, says: `: ${says}` }] : []
    }),
  )
}

/** The ids `site.yml` and `clients.yml` name: technologies, projects, pictures. */
function referenceProblems({ files, contentDir, projectSlugs }: RulesInput): Problem[] {
  const { site, clients, technologies } = files
  const problems: Problem[] = []
  const ids = technologies && Object.keys(technologies)
  site?.skillGroups.forEach((group, index) =>
    group.skills.forEach((skill, at) => {
      if (!ids || ids.includes(skill)) return
      problems.push({
        file: 'site.yml',
        path: ['skillGroups', index, 'skills', at],
        says: `: unknown technology "${skill}"${suggestion(skill, ids)}; the ids are in ${shownFile('technologies.yml')}`,
      })
    }),
  )
  clients?.testimonials.forEach(({ project, picture }, index) => {
    if (project !== undefined && !projectSlugs.includes(project))
      problems.push({
        file: 'clients.yml',
        path: ['testimonials', index, 'project'],
        says: `: there is no project "${project}"${suggestion(project, projectSlugs)}; the projects are ${projectSlugs.join(', ') || 'none'}`,
      })
    if (picture !== undefined && !existsSync(join(contentDir, picture)))
      problems.push({
        file: 'clients.yml',
        path: ['testimonials', index, 'picture'],
        says: `: there is no file ${shownFile(picture)}`,
      })
  })
  return problems
}

/** What a section shown in `sections` needs of `site.yml` and `clients.yml`. */
function shownSectionProblems({ site, clients }: OwnerFiles): Problem[] {
  if (!site) return []
  const problems: Problem[] = []
  const leaveOut = (section: string) => `, or leave '${section}' out of "sections" of site.yml`
  if (site.sections.includes('about-me') && site.aboutParagraphs.length === 0)
    problems.push({
      file: 'site.yml',
      path: ['aboutParagraphs'],
      says: ` must list the about cards, e.g. [{ id: values, icon: "lucide:heart" }]${leaveOut('about-me')}`,
    })
  if (site.sections.includes('services') && clients?.services.length === 0)
    problems.push({
      file: 'clients.yml',
      path: ['services'],
      says: ` is empty; the services section shows one offer at least${leaveOut('services')}`,
    })
  if (site.sections.includes('testimonials') && clients?.testimonials.length === 0)
    problems.push({
      file: 'clients.yml',
      path: ['testimonials'],
      says: ` is empty; give one or more${leaveOut('testimonials')}`,
    })
  return problems
}

/** The words one language needs for what `site.yml` and `clients.yml` show. */
function wordsProblems(
  locale: Locale,
  words: LanguageFile,
  { files, hasArticles }: RulesInput,
): Problem[] {
  const { site, clients } = files
  if (!site) return []
  const file = `${locale}.yml`
  const problems: Problem[] = []
  const shown = (section: string) => (site.sections as readonly string[]).includes(section)
  const at = (path: Path) =>
    path.reduce<unknown>((value, key) => (isRecord(value) ? value[key] : undefined), words)
  const missing = (path: Path, needs: string) =>
    problems.push({ file, path, says: ` is missing: ${needs}` })
  /** The record at `path` holds a key per id `source` names, and no other (but `ignored`). */
  const keyed = (
    path: Path,
    [ids, what, source]: readonly [readonly string[], string, string],
    needs: (id: string) => string,
    ignored: readonly string[] = [],
  ) => {
    const record = at(path)
    if (!isRecord(record)) return
    for (const id of ids.filter((id) => !(id in record))) missing([...path, id], needs(id))
    for (const id of Object.keys(record).filter((id) => !ids.includes(id) && !ignored.includes(id)))
      problems.push({
        file,
        path: [...path, id],
        says: ` is not ${what} of ${source}${suggestion(id, [...ids, ...ignored])}; the ids there are ${ids.join(', ') || 'none'}`,
      })
  }
  const groups = site.skillGroups.map((group) => group.id)
  keyed(
    ['skills', 'groups'],
    [groups, 'the skill group', 'site.yml'],
    (id) => `the skill group "${id}" of site.yml needs its name`,
  )
  const sections = SECTION_IDS.filter(shown)
  keyed(
    ['nav', 'sections'],
    [sections, 'a section shown by "sections"', 'site.yml'],
    (id) => `"sections" of site.yml shows '${id}', which needs its name in the navigation`,
    SECTION_IDS.filter((id) => !shown(id)),
  )
  if (shown('about-me')) {
    if (!words.about)
      missing(
        ['about'],
        `"sections" of site.yml shows 'about-me', which needs { tag, title, paragraphs }`,
      )
    const cards = site.aboutParagraphs.map((card) => card.id)
    keyed(
      ['about', 'paragraphs'],
      [cards, 'the about card', 'site.yml'],
      (id) => `the about card "${id}" of site.yml needs { title, description }`,
    )
  }
  const banners = site.sections.filter((entry) => entry === 'quote').length
  if (words.quotes.length < banners)
    problems.push({
      file,
      path: ['quotes'],
      says: ` has ${words.quotes.length} and "sections" of site.yml shows ${banners} quote banners; give one { text, caption } per banner`,
    })
  if ((hasArticles || shown('blog')) && !words.blog)
    missing(
      ['blog'],
      "the articles' pages and the landing page's blog section need their words ({ tag, title, description, … }, see the engine's docs/content.md)",
    )
  if (!clients) return problems
  const used = (part: WordPart) => WORD_PARTS[part](files)
  const needs: Array<[Path, boolean, string]> = [
    [['availability'], used('availability'), "{ now, from, booked } (the hero's line)"],
    [
      ['services'],
      used('services'),
      '{ tag, title, description, priceFrom, per, included, duration, ask, offers }',
    ],
    [['testimonials'], used('testimonials'), '{ tag, title, caseStudy }'],
    [
      ['contact', 'brief'],
      used('contact.brief'),
      "{ service, budget, timeline, none, budgets, timelines } (the form's brief)",
    ],
    [
      ['contact', 'bookCall'],
      used('contact.bookCall'),
      "the booking link's words, e.g. 'Book a call'",
    ],
  ]
  for (const [path, when, example] of needs)
    if (when && at(path) === undefined)
      missing(path, `clients.yml and site.yml show it, and it needs ${example}`)
  const byClients = (ids: readonly string[], what: string) =>
    [
      [ids, what, 'clients.yml'],
      (id: string) => `${what} "${id}" of clients.yml needs its words`,
    ] as const
  keyed(
    ['services', 'offers'],
    ...byClients(
      clients.services.map((service) => service.id),
      'an offer',
    ),
  )
  keyed(['contact', 'brief', 'budgets'], ...byClients(clients.brief.budgets, 'a budget'))
  keyed(['contact', 'brief', 'timelines'], ...byClients(clients.brief.timelines, 'a timeline'))
  return problems
}

/**
 * What one language has, the other needs: the optional words, which the shape lets either
 * leave out. Fields already named, and the words of hidden sections and of parts the site
 * does not use (a booking link's, say), are left alone.
 */
function parityProblems(files: OwnerFiles, named: readonly Problem[]): Problem[] {
  const { words: byLocale, languages, site } = files
  const hidden = SECTION_IDS.filter((id) => !site?.sections.includes(id))
  const skipped: Path[] = [
    ['quotes'],
    // Names of languages in each one's own tongue: where one file gives none, the browser names them.
    ['language', 'names'],
    ['blog', 'languageNames'],
    ...unusedParts(files),
    ...hidden.map((id) => ['nav', 'sections', id]),
    ...hidden.flatMap((id) => SECTION_WORDS[id] ?? []).map((key) => [key]),
    ...named.map((problem) => problem.path),
  ]
  return languages.flatMap((locale) =>
    languages
      .filter((other) => other !== locale)
      .flatMap((other) =>
        missingIn(byLocale[locale], byLocale[other])
          .filter((path) => !skipped.some((prefix) => startsWith(path, prefix)))
          .map((path) => ({
            file: `${locale}.yml`,
            path,
            says: ` is missing (${other}.yml has it)`,
          })),
      ),
  )
}

/** Every problem across the owner's data files, one line each; none means they agree. */
export function ownerRuleProblems(input: RulesInput): string[] {
  const { files } = input
  const words = files.languages.flatMap((locale) => {
    const file = files.words[locale]
    return file ? wordsProblems(locale, file, input) : []
  })
  const everyLanguage = files.languages.every((locale) => files.words[locale])
  const problems = [
    ...iconProblems(files),
    ...referenceProblems(input),
    ...shownSectionProblems(files),
    ...words,
    ...(everyLanguage ? parityProblems(files, words) : []),
  ]
  return problems.map(({ file, path, says }) => `${shownFile(file)}: ${fieldPath(path)}${says}`)
}
