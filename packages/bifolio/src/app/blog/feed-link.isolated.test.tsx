import { render, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { I18nProvider } from '../../i18n/i18n-provider'
import { FeedLink } from './feed-link'
import { pathWords } from 'virtual:owner-content'
import { ofLocale } from '../../i18n/locales'
import { FIRST_LANG, HAS_SECOND_LANG, homeIn, SECOND_LANG } from '../../../test/web/words'

/** The site's first language, in which the owner's one article is written. */
async function firstLanguage(): Promise<string> {
  const { languages } = await vi.importActual<{ languages: readonly string[] }>(
    'virtual:owner-content',
  )
  return languages[0] ?? ''
}

/** An owner whose one article is written in the first language only, with the words articles need. */
vi.mock('virtual:owner-content', async () => ({
  ...(await vi.importActual<object>('virtual:owner-content')),
  articles: { [await firstLanguage()]: ['first-article'] },
}))
vi.mock('virtual:owner-blog-words', async () => {
  const { default: owners } = await vi.importActual<{
    default: Record<string, { feed: string } | undefined>
  }>('virtual:owner-blog-words')
  const first = await firstLanguage()
  return { default: { ...owners, [first]: owners[first] ?? { feed: 'RSS' } } }
})

describe('the feed link of an owner with an article in one language', () => {
  it('leads to the feed in the language that has the article', () => {
    render(
      <I18nProvider initialLocale={FIRST_LANG}>
        <FeedLink />
      </I18nProvider>,
    )
    expect(screen.getByRole('link')).toHaveAttribute(
      'href',
      `${homeIn(FIRST_LANG)}${ofLocale(pathWords, FIRST_LANG).articles}/rss.xml`,
    )
  })

  // A site of one language has no language without the article.
  it.skipIf(!HAS_SECOND_LANG)('is not shown in the language without one, which has no feed', () => {
    render(
      <I18nProvider initialLocale={SECOND_LANG}>
        <FeedLink />
      </I18nProvider>,
    )
    expect(screen.queryByRole('link')).toBeNull()
  })
})
