/** The articles' feeds: one RSS file per language with articles, its articles in full. */
import type { BlogMessages, PostEntry } from '../../../src/content/types.ts'
import { LOCALES, type Locale } from '../../../src/i18n/locales.ts'
import { blogPath, feedPath, postPath } from '../../../src/i18n/routes.ts'
import { format } from '../../../src/lib/format.ts'
import { rssFeed, type FeedItem } from './rss-feed.ts'

/** What the feeds are made of: the build's articles, their text and each language's words. */
export interface FeedFacts {
  owner: { name: string }
  blog: Readonly<Record<Locale, BlogMessages | undefined>>
  /** The articles of the build, newest first. */
  posts: readonly PostEntry<Locale>[]
  loadPostBody: (slug: string, locale: Locale) => Promise<{ default: string }>
}

/** One language's feed: its articles in full, every address absolute. */
async function feedFile(
  locale: Locale,
  siteUrl: string,
  { owner, posts, blog: blogWords, loadPostBody }: FeedFacts,
): Promise<string> {
  const blog = blogWords[locale]
  if (!blog) throw new Error(`The words of "blog" are missing in ${locale}.yml`)
  const written = posts.filter((post) => post.locale === locale)
  const items: FeedItem[] = []
  for (const post of written) {
    const link = new URL(postPath(locale, post.slug), siteUrl).href
    const { default: html } = await loadPostBody(post.slug, locale)
    items.push({
      title: post.title,
      link,
      // The article's address is its identity: the same in every build, one per language.
      guid: link,
      published: new Date(`${post.date}T00:00:00Z`),
      ...(post.updated ? { updated: new Date(`${post.updated}T00:00:00Z`) } : {}),
      summary: post.summary,
      html,
      categories: post.tags,
      author: owner.name,
    })
  }
  return rssFeed(
    {
      title: format(blog.feedTitle, { name: owner.name }),
      description: blog.description,
      link: new URL(blogPath(locale), siteUrl).href,
      feedUrl: new URL(feedPath(locale), siteUrl).href,
      language: locale,
      // Only when there are no articles, which a written feed always has.
      builtAt: new Date(),
    },
    items,
  )
}

/** Each language's feed, by its file under the build, for the languages with articles. */
export async function feedFiles(
  siteUrl: string,
  facts: FeedFacts,
): Promise<Array<[string, string]>> {
  const files: Array<[string, string]> = []
  for (const locale of LOCALES) {
    if (facts.posts.some((post) => post.locale === locale)) {
      files.push([feedPath(locale).slice(1), await feedFile(locale, siteUrl, facts)])
    }
  }
  return files
}
