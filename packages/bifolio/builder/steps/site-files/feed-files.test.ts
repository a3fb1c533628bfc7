/**
 * The feeds of a site in three languages, one written right to left: a feed per language with
 * articles, each in its language's words with that language's articles only.
 */
import { parseRssFeed } from 'feedsmith'
import { describe, expect, it } from 'vitest'
import { rssProblems } from '../../../test/feeds/rss-rules.ts'
import { fixtureWords, inThreeLanguages, THREE_LANGUAGES } from '../../../test/three-languages.ts'
import ownerBlogWords from 'virtual:owner-blog-words'
import type { BlogMessages, PostEntry } from '../../../src/content/types.ts'
import type { Locale } from '../../../src/i18n/locales.ts'
import { blogPath, feedPath, postPath } from '../../../src/i18n/routes.ts'
import { format } from '../../../src/lib/format.ts'
import { feedFiles, type FeedFacts } from './feed-files.ts'

inThreeLanguages()

const SITE = 'https://ada.dev'
const [FIRST = '', RIGHT_TO_LEFT = '', WITHOUT = ''] = THREE_LANGUAGES

// The engine has no words of the owner's own (the index's description): the site's are under.
const siteBlog = Object.values(ownerBlogWords).find((words) => words !== undefined)
if (!siteBlog) throw new Error('The site under test has no words for articles')

/** The articles' words in one of the fixture's languages. */
const blogWordsIn = (locale: Locale): BlogMessages => ({
  ...siteBlog,
  ...fixtureWords(locale).blog,
})

function post(slug: string, locale: Locale, date: string): PostEntry<Locale> {
  return {
    slug,
    locale,
    title: `${slug} (${locale})`,
    summary: `What ${slug} says.`,
    date,
    tags: ['testing'],
    minutes: 3,
    projects: [],
    draft: false,
  }
}

/** Two articles in the first language, one of them in the right-to-left one, none in the third. */
const facts = (): FeedFacts => ({
  owner: { name: 'Ada Lovelace' },
  blog: Object.fromEntries(THREE_LANGUAGES.map((locale) => [locale, blogWordsIn(locale)])),
  posts: [
    post('lasting', FIRST, '2026-03-03'),
    post('lasting', RIGHT_TO_LEFT, '2026-03-03'),
    post('honest-tests', FIRST, '2026-02-10'),
  ],
  loadPostBody: (slug, locale) => Promise.resolve({ default: `<p>${slug} in ${locale}</p>` }),
})

describe('the feeds of a site in three languages', () => {
  it('writes one feed per language with articles, and none for a language without', async () => {
    const files = new Map(await feedFiles(SITE, facts()))
    expect([...files.keys()]).toEqual([FIRST, RIGHT_TO_LEFT].map((l) => feedPath(l).slice(1)))
    expect(files.has(feedPath(WITHOUT).slice(1))).toBe(false)
  })

  it('writes each feed in its language’s words, with that language’s articles only', async () => {
    const site = facts()
    const files = new Map(await feedFiles(SITE, site))
    for (const locale of [FIRST, RIGHT_TO_LEFT]) {
      const xml = files.get(feedPath(locale).slice(1)) ?? ''
      expect(rssProblems(xml), locale).toEqual([])
      const feed = parseRssFeed(xml)
      const blog = blogWordsIn(locale)
      expect(feed.language).toBe(locale)
      expect(feed.title).toBe(format(blog.feedTitle, { name: site.owner.name }))
      expect(feed.description).toBe(blog.description)
      expect(feed.link).toBe(new URL(blogPath(locale), SITE).href)
      const written = site.posts.filter((entry) => entry.locale === locale)
      expect(feed.items?.map((item) => item.link)).toEqual(
        written.map((entry) => new URL(postPath(locale, entry.slug), SITE).href),
      )
      expect(feed.items?.map((item) => item.title)).toEqual(written.map((entry) => entry.title))
    }
  })
})
