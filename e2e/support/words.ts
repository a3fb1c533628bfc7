/**
 * The words a visitor reads, imported from the content the site itself renders, so a test
 * never drifts from a copy edit. Only what the world outside already holds is spelled out
 * here: the published URLs and the localStorage keys, so changing one in the code fails.
 */
import { named } from '../../packages/bifolio/src/content/named'
import type {
  BlogMessages,
  Messages,
  ProjectPagesMessages,
  SectionId,
} from '../../packages/bifolio/src/content/types'
import { format } from '../../packages/bifolio/src/lib/format'
import {
  pathFor,
  projectPath,
  projectsPath,
  type LegalPage,
} from '../../packages/bifolio/src/i18n/routes'
import {
  blogWords,
  projectPages,
  site,
  SHOWN_SECTIONS,
  SITE_LANGS,
  siteBlogWords,
  siteWords,
  words,
  type Lang,
} from './content'

export { isShown, posts, projects, SHOWN_SECTIONS, socialLinks, unpublished } from './content'

/** The quote banners' lines each language shows: one per banner, any further ones unused. */
export const shownQuotes = (lang: string) =>
  siteWords(lang).quotes.slice(0, site.sections.filter((entry) => entry === 'quote').length)

export {
  inLanguage,
  LANGS,
  missingLanguagesOf,
  projectIn,
  SITE_LANGS,
  siteProjects,
  siteWords,
  type Lang,
  type SiteProject,
} from './content'

/** Every word of the site per language: the landing page's and the projects pages'. */
export const WORDS: Record<Lang, Messages & ProjectPagesMessages> = {
  get es() {
    return { ...words.es, ...projectPages.es }
  },
  get en() {
    return { ...words.en, ...projectPages.en }
  },
}

/** The articles' words per language, where the owner wrote them. */
export const BLOG_WORDS: Record<Lang, BlogMessages | undefined> = blogWords

/**
 * One text from each section the owner shows, in reading order: what a visitor sees of every
 * part of the landing page, whatever its content.
 */
export function sectionTexts(lang: string): string[] {
  const t = siteWords(lang)
  const texts: Record<SectionId, string[]> = {
    home: [t.hero.description],
    services: [t.services?.title ?? ''],
    testimonials: [t.testimonials?.title ?? ''],
    skills: [
      t.skills.title,
      ...site.skillGroups.slice(0, 1).map((group) => named(t.skills.groups, group.id)),
    ],
    projects: [t.projects.title],
    'about-me': t.about
      ? [
          t.about.title,
          ...site.aboutParagraphs
            .slice(0, 1)
            .map((card) => named(t.about?.paragraphs ?? {}, card.id).description),
        ]
      : [],
    blog: [siteBlogWords(lang)?.title ?? ''],
    contact: [t.contact.title],
  }
  return SHOWN_SECTIONS.flatMap((id) => texts[id])
}

/** The landing page of each language. */
export const HOME: Record<Lang, string> = { es: '/', en: '/en/' }

/** The projects index and a case study, in each language. */
export const PROJECTS_INDEX: Record<Lang, string> = { es: '/proyectos/', en: '/en/projects/' }
export const caseStudyUrl = (lang: Lang, slug: string) => `${PROJECTS_INDEX[lang]}${slug}/`
/** The articles' index of each language, each article's page and each language's feed. */
export const BLOG_INDEX: Record<Lang, string> = { es: '/blog/', en: '/en/blog/' }
export const articleUrl = (lang: Lang, slug: string) => `${BLOG_INDEX[lang]}${slug}/`
export const FEED: Record<Lang, string> = { es: '/blog/rss.xml', en: '/en/blog/rss.xml' }

export const LEGAL_ROUTES = [
  { path: '/imprint', lang: 'es', page: 'imprint' },
  { path: '/privacy', lang: 'es', page: 'privacy' },
  { path: '/en/imprint', lang: 'en', page: 'imprint' },
  { path: '/en/privacy', lang: 'en', page: 'privacy' },
] as const

/**
 * The landing page of one of the site's languages: the first at `/`, each other under its tag
 * in lower case.
 */
export const homeIn = (lang: string) => (lang === SITE_LANGS[0] ? '/' : `/${lang.toLowerCase()}/`)

/**
 * The projects index and a case study of one of the site's languages, under that language's
 * path word, as the engine builds them: reading the content set the site's words.
 */
export const projectsIndexIn = (lang: string) => projectsPath(lang)
export const caseStudyIn = (lang: string, slug: string) => projectPath(lang, slug)

/** A legal text's own address in one of the site's languages: `/imprint`, `/en/privacy`. */
export const legalPathIn = (lang: string, page: LegalPage) => pathFor(lang, page)

/** The legal texts each language has at an address of its own. */
export const LEGAL_PAGES = ['imprint', 'privacy'] as const satisfies readonly LegalPage[]

/** An address under one of the site's languages that no page has. */
export const missingPathIn = (lang: string) => `${homeIn(lang)}no-such-page`

/** The site's first language, at `/`, and the one after it (the first again on a site of one). */
export const [FIRST_LANG = 'es', SECOND_LANG = FIRST_LANG] = SITE_LANGS

/** The saved choice of one of the site's languages: its tag in upper case. */
export const storedLanguageOf = (lang: string) => lang.toUpperCase()

/** The localStorage keys and values a returning visitor's browser already holds. */
export const STORAGE = { theme: 'theme', language: 'language' } as const
export const STORED_LANGUAGE: Record<Lang, string> = { es: 'ES', en: 'EN' }

export { format }
