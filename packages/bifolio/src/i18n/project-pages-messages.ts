/** Imported only by the case studies and the projects index, so the landing page never loads them. */
import pages from 'virtual:owner-project-pages'
import type { ProjectPagesMessages } from '../content/types'
import type { Locale } from './locales'

export const PROJECT_PAGES_MESSAGES: Record<Locale, ProjectPagesMessages> = pages
