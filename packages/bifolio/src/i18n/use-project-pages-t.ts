import type { ProjectPagesMessages } from '../content/types'
import { useLocale } from './i18n-provider'
import { ofLocale } from './locales'
import { PROJECT_PAGES_MESSAGES } from './project-pages-messages'

/** The words of the case studies and the projects index in the current language. */
export function useProjectPagesT(): ProjectPagesMessages {
  return ofLocale(PROJECT_PAGES_MESSAGES, useLocale().locale)
}
