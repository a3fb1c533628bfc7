import { describe, expect, it } from 'vitest'
import type { PostEntry } from '../../content'
import type { Locale } from '../../i18n/locales'
import { indexEntries, olderAndNewer, tagsInUse, writtenIn } from './post-lists'
import { FIRST_LANG, SECOND_LANG } from '../../../test/web/words'

/** An article's title in the tests: its slug and its language. */
const titleOf = (slug: string, locale: Locale) => `${slug} (${locale})`

function post(slug: string, locale: Locale, date: string, tags: string[] = ['css']) {
  const entry: PostEntry<Locale> = {
    slug,
    locale,
    title: titleOf(slug, locale),
    summary: '',
    date,
    tags,
    minutes: 1,
    projects: [],
    draft: false,
  }
  return entry
}

// As the content hands them: newest first, an article's languages side by side.
const POSTS = [
  post('newest', FIRST_LANG, '2026-10-01', ['react']),
  post('newest', SECOND_LANG, '2026-10-01', ['react']),
  post('first-only', FIRST_LANG, '2026-06-01', ['css', 'freelance']),
  post('second-only', SECOND_LANG, '2026-02-01', ['css']),
]
describe('the lists of articles', () => {
  it("lists every article once per index, in the index's language where it is written in it", () => {
    expect(indexEntries(POSTS, SECOND_LANG).map((entry) => entry.title)).toEqual([
      titleOf('newest', SECOND_LANG),
      titleOf('first-only', FIRST_LANG),
      titleOf('second-only', SECOND_LANG),
    ])
    expect(indexEntries(POSTS, FIRST_LANG).map((entry) => entry.title)).toEqual([
      titleOf('newest', FIRST_LANG),
      titleOf('first-only', FIRST_LANG),
      titleOf('second-only', SECOND_LANG),
    ])
  })

  it('keeps to one language for the landing section and the neighbours', () => {
    expect(writtenIn(POSTS, SECOND_LANG).map((entry) => entry.slug)).toEqual([
      'newest',
      'second-only',
    ])
    const { older, newer } = olderAndNewer(POSTS, POSTS[0] as PostEntry<Locale>)
    expect(newer).toBeUndefined()
    expect(older?.slug).toBe('first-only')
    expect(olderAndNewer(POSTS, POSTS[3] as PostEntry<Locale>)).toEqual({
      newer: POSTS[1],
      older: undefined,
    })
  })

  it('orders the topics by how many articles have them', () => {
    expect(tagsInUse(indexEntries(POSTS, FIRST_LANG))).toEqual(['css', 'freelance', 'react'])
  })
})
