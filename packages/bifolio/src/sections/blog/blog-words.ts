import type { BlogMessages } from '../../content'
import { useLocale } from '../../i18n/i18n-provider'
import { blogMessages } from '../../i18n/blog-messages'

/** The articles' words in the current language. */
export function useBlogT(): BlogMessages {
  return blogMessages(useLocale().locale)
}
