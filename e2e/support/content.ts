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
  SectionId,
  ServiceWords,
  TechnologyId,
} from '../../packages/bifolio/src/content/types'
import { briefOptions } from '../../packages/bifolio/src/schema/brief-options'
import { briefIdsOf } from '../../packages/bifolio/src/schema/contact-fields'
import { localeOr } from '../../packages/bifolio/src/i18n/locales'

/** The content folder of the site under test. */
export const CONTENT_DIR = SITE_CONTENT

const content = await loadContent(CONTENT_DIR)

/** The languages of the sites the browser suites run on: the engine's default list. */
export const LANGS = ['es', 'en'] as const
export type Lang = (typeof LANGS)[number]

/** `byLocale`'s Spanish and English, which every site the suites run on has. */
function inBoth<T>(byLocale: Readonly<Partial<Record<string, T>>>, what: string): Record<Lang, T> {
  const { es, en } = byLocale
  if (es === undefined || en === undefined) {
    throw new Error(`The site under test has no ${what} in es and en`)
  }
  return { es, en }
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

/** The owner's projects, in the page's order. */
export const projects: Array<ProjectEntry<Lang>> = content.projects.map(({ card }) => ({
  ...card,
  words: inBoth(card.words, `words for the project ${card.slug}`),
}))

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
export const OWNER_LANGUAGE: Lang = localeOr(profile.language) === 'en' ? 'en' : 'es'

export const { availability, booking, services, testimonials } = clients

/** An offer's words in one language. */
export const offerWords = (t: NonNullable<(typeof words)['es']['services']>, id: string) =>
  named<ServiceWords>(t.offers, id)

/** The brief's selects the form shows in a language, for the owner's ids and words. */
export const briefChoices = (t: Messages) => briefOptions(t, briefIdsOf(clients))
