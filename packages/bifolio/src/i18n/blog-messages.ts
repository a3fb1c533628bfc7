/**
 * The articles' words: imported only by their pages, their landing section and the footer's
 * links to them, none of which the landing page's code loads.
 */
import words from 'virtual:owner-blog-words'
import type { BlogMessages } from '../content/types'
import type { Locale } from './locales'

export const BLOG_MESSAGES: Readonly<Record<Locale, BlogMessages | undefined>> = words

/** The articles' words of `locale`; the content check asks for them wherever they are shown. */
export function blogMessages(locale: Locale): BlogMessages {
  const blog = BLOG_MESSAGES[locale]
  if (!blog) throw new Error(`The words of "blog" are missing in ${locale}.yml`)
  return blog
}
