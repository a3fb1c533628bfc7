/**
 * The owner's content, read and checked the way the build reads it, so a
 * test compares the page with what the owner wrote, whoever the owner is.
 */
import { loadContent } from '../../packages/bifolio/builder/plugins/content/load-content'
import { named } from '../../packages/bifolio/src/content/named'
import { SITE_CONTENT } from '../../test/site-under-test'
import type {
  BlogMessages,
  Messages,
  PostEntry,
  ProjectEntry,
  ProjectWords,
  SectionId,
  ServiceWords,
  TechnologyId,
} from '../../packages/bifolio/src/content/types'
import { briefOptions } from '../../packages/bifolio/src/schema/brief-options'
import { briefIdsOf } from '../../packages/bifolio/src/schema/contact-fields'
import { LOCALES, localeOr } from '../../packages/bifolio/src/i18n/locales'

/** The content folder of the site under test. */
export const CONTENT_DIR = SITE_CONTENT

const content = await loadContent(CONTENT_DIR)

/**
 * Spanish and English, which the older suites read by name (`WORDS.es`): the languages of a site
 * whose content names none. A site in other languages fails a test that asks for one of these,
 * when it asks; the suites that hold for any site read the site's own list, `SITE_LANGS`.
 */
export const LANGS = ['es', 'en'] as const
export type Lang = (typeof LANGS)[number]

/** The site's languages in the owner's order, the first served at `/`. */
export const SITE_LANGS: readonly string[] = [...LOCALES]

/** `byLocale`'s Spanish and English, each read when a test asks for it. */
function inBoth<T>(byLocale: Readonly<Partial<Record<string, T>>>, what: string): Record<Lang, T> {
  const pick = (lang: Lang): T => {
    const entry = byLocale[lang]
    if (entry === undefined) throw new Error(`The site under test has no ${what} in ${lang}`)
    return entry
  }
  return {
    get es() {
      return pick('es')
    },
    get en() {
      return pick('en')
    },
  }
}

/** `byLocale`'s entry for one of the site's languages. */
export function inLanguage<T>(byLocale: Readonly<Partial<Record<string, T>>>, lang: string): T {
  const entry = byLocale[lang]
  if (entry === undefined) throw new Error(`The site under test has nothing in ${lang}`)
  return entry
}

/** Articles in Spanish or English: the languages the suites read. */
function inLangs(entries: ReadonlyArray<PostEntry<string>>): Array<PostEntry<Lang>> {
  return entries.flatMap((entry) => {
    const { locale } = entry
    return locale === 'es' || locale === 'en' ? [{ ...entry, locale }] : []
  })
}

export const { profile } = content
export const { site } = content.owner
export const words = inBoth(content.owner.words, 'words')
export const projectPages = inBoth(content.owner.projectPages, 'project pages words')
export const blogWords: Record<Lang, BlogMessages | undefined> = {
  es: content.owner.blog.es,
  en: content.owner.blog.en,
}
export const cvWords = inBoth(content.owner.cv, 'CV words')
const { clients, technologies } = content.owner
export const cv = content.cv

/** A project of the owner's, written in both the languages the suites read. */
type ProjectInBoth = Omit<ProjectEntry<Lang>, 'words'> & { words: Record<Lang, ProjectWords> }

/** The owner's projects, in the page's order. */
export const projects: ProjectInBoth[] = content.projects.map(({ card }) => ({
  ...card,
  words: inBoth(card.words, `words for the project ${card.slug}`),
}))

/** The owner's projects with their words in every language of the site. */
export const siteProjects = content.projects.map(({ card }) => card)

/** One of the owner's projects, with its words in the languages it is written in. */
export type SiteProject = (typeof siteProjects)[number]

/**
 * A project as a page in `lang` lists it: in `lang` where the owner wrote it in `lang`, else in
 * the first of the site's languages it is written in.
 */
export function projectIn(
  project: SiteProject,
  lang: string,
): { lang: string; words: ProjectWords } {
  const shown = project.words[lang] ? lang : SITE_LANGS.find((other) => project.words[other])
  const words = shown === undefined ? undefined : project.words[shown]
  if (shown === undefined || words === undefined)
    throw new Error(`The project ${project.slug} has no words in any of the site's languages`)
  return { lang: shown, words }
}

/** The site's languages a project is not written in, where it has no page of its own. */
export const missingLanguagesOf = (project: SiteProject) =>
  SITE_LANGS.filter((lang) => project.words[lang] === undefined)

/** Every word of the landing page and the projects' pages in one of the site's languages. */
export const siteWords = (lang: string) => ({
  ...inLanguage(content.owner.words, lang),
  ...inLanguage(content.owner.projectPages, lang),
})

/** The articles' words in one of the site's languages, where the owner wrote them. */
export const siteBlogWords = (lang: string) => content.owner.blog[lang]

/** The owner's articles as a build publishes them: newest first, one entry per language. */
export const posts = inLangs(content.posts.map((post) => post.entry))

/** The articles a build leaves out: drafts and those dated after today, per language. */
export const unpublished = inLangs(
  (await loadContent(CONTENT_DIR, { withDrafts: true })).posts.map((post) => post.entry),
).filter((entry) => !posts.some((p) => p.slug === entry.slug && p.locale === entry.locale))

/** A technology the content names, by its id. */
export const technology = (id: TechnologyId) => named(technologies, id)

/** The landing page's sections the owner shows, in their order (quote banners aside). */
export const SHOWN_SECTIONS: readonly SectionId[] = site.sections.filter(
  (entry): entry is SectionId => entry !== 'quote',
)
export const isShown = (id: SectionId) => SHOWN_SECTIONS.includes(id)

/** The hero's rail and the quick links, as the page orders them: the profiles, then e-mail. */
export const socialLinks = [
  ...(profile.links.github ? [{ id: 'github', href: profile.links.github } as const] : []),
  ...(profile.links.linkedin ? [{ id: 'linkedin', href: profile.links.linkedin } as const] : []),
  { id: 'mail', href: `mailto:${profile.email}` } as const,
]

/** The language the owner reads the form's mail in. */
export const OWNER_LANGUAGE: string = localeOr(profile.language)

export const { availability, booking, services, testimonials } = clients

/** An offer's words in one language. */
export const offerWords = (t: NonNullable<(typeof words)['es']['services']>, id: string) =>
  named<ServiceWords>(t.offers, id)

/** The brief's selects the form shows in a language, for the owner's ids and words. */
export const briefChoices = (t: Messages) => briefOptions(t, briefIdsOf(clients))
