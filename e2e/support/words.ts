/**
 * The words a visitor reads, imported from the content the site itself renders, so a test
 * never drifts from a copy edit. Only what the world outside already holds is spelled out
 * here: the published URLs and the localStorage keys, so changing one in the code fails.
 */
import { en, es } from '../../src/content/words'
import type { Messages, ProjectPagesMessages } from '../../src/content/types'
import { PROJECT_PAGES_MESSAGES } from '../../src/i18n/project-pages-messages'
import { format } from '../../src/lib/format'

import { loadProjects } from '../../scripts/content/load-projects'

import { technologies } from '../../src/content/technologies'

export { socialLinks } from '../../src/content/site'

/** The owner's projects, read from their folders as the build reads them. */
export const projects = (
  await loadProjects({ contentDir: 'src/content', technologyIds: Object.keys(technologies) })
).map((project) => project.card)

export const LANGS = ['es', 'en'] as const
export type Lang = (typeof LANGS)[number]

/** Every word of the site per language: the landing page's and the projects pages'. */
export const WORDS: Record<Lang, Messages & ProjectPagesMessages> = {
  es: { ...es, ...PROJECT_PAGES_MESSAGES.es },
  en: { ...en, ...PROJECT_PAGES_MESSAGES.en },
}

/** The landing page of each language. */
export const HOME: Record<Lang, string> = { es: '/', en: '/en/' }

/** The projects index and a case study, in each language. */
export const PROJECTS_INDEX: Record<Lang, string> = { es: '/proyectos/', en: '/en/projects/' }
export const caseStudyUrl = (lang: Lang, slug: string) => `${PROJECTS_INDEX[lang]}${slug}/`

export const LEGAL_ROUTES = [
  { path: '/imprint', lang: 'es', page: 'imprint' },
  { path: '/privacy', lang: 'es', page: 'privacy' },
  { path: '/en/imprint', lang: 'en', page: 'imprint' },
  { path: '/en/privacy', lang: 'en', page: 'privacy' },
] as const

/** The localStorage keys and values a returning visitor's browser already holds. */
export const STORAGE = { theme: 'theme', language: 'language' } as const
export const STORED_LANGUAGE: Record<Lang, string> = { es: 'ES', en: 'EN' }

export { format }
