import { describe, expect, it } from 'vitest'
import type { PostEntry } from '../../content'
import type { Locale } from '../../i18n/locales'
import { indexEntries, olderAndNewer, tagsInUse, writtenIn } from './post-lists'

function post(slug: string, locale: Locale, date: string, tags: string[] = ['css']) {
  const entry: PostEntry<Locale> = {
    slug,
    locale,
    title: `${slug} (${locale})`,
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
  post('newest', 'es', '2026-10-01', ['react']),
  post('newest', 'en', '2026-10-01', ['react']),
  post('spanish', 'es', '2026-06-01', ['css', 'freelance']),
  post('english', 'en', '2026-02-01', ['css']),
]

describe('the lists of articles', () => {
  it("lists every article once per index, in the index's language where it is written in it", () => {
    expect(indexEntries(POSTS, 'en').map((entry) => entry.title)).toEqual([
      'newest (en)',
      'spanish (es)',
      'english (en)',
    ])
    expect(indexEntries(POSTS, 'es').map((entry) => entry.title)).toEqual([
      'newest (es)',
      'spanish (es)',
      'english (en)',
    ])
  })

  it('keeps to one language for the landing section and the neighbours', () => {
    expect(writtenIn(POSTS, 'en').map((entry) => entry.slug)).toEqual(['newest', 'english'])
    const { older, newer } = olderAndNewer(POSTS, POSTS[0] as PostEntry<Locale>)
    expect(newer).toBeUndefined()
    expect(older?.slug).toBe('spanish')
    expect(olderAndNewer(POSTS, POSTS[3] as PostEntry<Locale>)).toEqual({
      newer: POSTS[1],
      older: undefined,
    })
  })

  it('orders the topics by how many articles have them', () => {
    expect(tagsInUse(indexEntries(POSTS, 'es'))).toEqual(['css', 'freelance', 'react'])
  })
})
