/** Which articles the build has in which language, without their words (`virtual:posts`). */
import type { Locale } from '../i18n/locales'
import { articles } from './owner-content'

/** Whether the article `slug` is written in `locale`. */
export function isWrittenIn(slug: string, locale: Locale): boolean {
  return articles[locale]?.includes(slug) ?? false
}

/** Whether `locale` has any article, and so an index page with a feed. */
export function hasArticles(locale: Locale): boolean {
  return (articles[locale]?.length ?? 0) > 0
}

/** Whether the site has any article in any language. */
export const anyArticles = Object.values(articles).some((slugs) => (slugs?.length ?? 0) > 0)
