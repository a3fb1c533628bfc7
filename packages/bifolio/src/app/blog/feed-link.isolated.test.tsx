import { render, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { I18nProvider } from '../../i18n/i18n-provider'
import { FeedLink } from './feed-link'

/** An owner whose one article is written in Spanish only, with the words articles need. */
vi.mock('virtual:owner-content', async () => ({
  ...(await vi.importActual<object>('virtual:owner-content')),
  articles: { es: ['primer-articulo'] },
}))
vi.mock('virtual:owner-blog-words', async () => {
  const { default: owners } = await vi.importActual<{
    default: Record<string, { feed: string } | undefined>
  }>('virtual:owner-blog-words')
  return { default: { ...owners, es: owners.es ?? { feed: 'RSS' } } }
})

describe('the feed link of an owner with an article in one language', () => {
  it('leads to the feed in the language that has the article', () => {
    render(
      <I18nProvider initialLocale="es">
        <FeedLink />
      </I18nProvider>,
    )
    expect(screen.getByRole('link')).toHaveAttribute('href', '/blog/rss.xml')
  })

  it('is not shown in the language without one, which has no feed', () => {
    render(
      <I18nProvider initialLocale="en">
        <FeedLink />
      </I18nProvider>,
    )
    expect(screen.queryByRole('link')).toBeNull()
  })
})
