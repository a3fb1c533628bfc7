/**
 * The ways the pages list the articles. The content hands them newest first, one entry per
 * article and language it is written in.
 */
import type { PostEntry } from '../../content'
import { otherLocales, type Locale } from '../../i18n/locales'

type Post = PostEntry<Locale>

/** An article written in `locale`, or undefined. */
export function postIn<P extends Post>(
  posts: readonly P[],
  slug: string,
  locale: Locale,
): P | undefined {
  return posts.find((post) => post.slug === slug && post.locale === locale)
}

/**
 * A language's index: every article once, newest first, in that language where it is written
 * in it, else in the one it is written in (the page marks it).
 */
export function indexEntries<P extends Post>(posts: readonly P[], locale: Locale): P[] {
  // Every language of an article shares its date, so the first of its entries keeps its place.
  const slugs = [...new Set(posts.map((post) => post.slug))]
  const preferred = [locale, ...otherLocales(locale)]
  return slugs.flatMap((slug) => {
    const entry = preferred.map((one) => postIn(posts, slug, one)).find(Boolean)
    return entry ? [entry] : []
  })
}

/** The articles written in `locale`, newest first. */
export function writtenIn(posts: readonly Post[], locale: Locale): Post[] {
  return posts.filter((post) => post.locale === locale)
}

/** The topics of the listed articles, the most used first, then by name. */
export function tagsInUse(posts: readonly Post[]): string[] {
  const counts = new Map<string, number>()
  for (const post of posts) for (const tag of post.tags) counts.set(tag, (counts.get(tag) ?? 0) + 1)
  return [...counts].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).map(([tag]) => tag)
}

/** An article's older and newer neighbours among those written in its language. */
export function olderAndNewer(posts: readonly Post[], post: Post): { older?: Post; newer?: Post } {
  const list = writtenIn(posts, post.locale)
  const at = list.findIndex((other) => other.slug === post.slug)
  return { newer: list[at - 1], older: list[at + 1] }
}
