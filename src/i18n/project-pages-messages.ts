import { enProjectPages } from '../content/en-project-pages'
import { esProjectPages } from '../content/es-project-pages'
import type { ProjectPagesMessages } from '../content/types'
import { fillOwner } from '../content/words'
import type { Locale } from './locales'

/** Imported only by the case studies and the projects index, so the landing page never loads them. */
export const PROJECT_PAGES_MESSAGES: Record<Locale, ProjectPagesMessages> = {
  es: fillOwner(esProjectPages),
  en: fillOwner(enProjectPages),
}
