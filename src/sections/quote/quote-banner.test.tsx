import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { es } from '../../content'
import { I18nProvider } from '../../i18n/i18n-provider'
import QuoteBanner from './quote-banner'

describe('QuoteBanner', () => {
  it.each([0, 1] as const)('renders quote %i as a figure with its blockquote and caption', (i) => {
    render(
      <I18nProvider initialLocale="es">
        <QuoteBanner index={i} />
      </I18nProvider>,
    )
    const figure = screen.getByRole('figure')
    expect(figure.querySelector('blockquote')).toHaveTextContent(es.quotes[i].text)
    expect(figure.querySelector('figcaption')).toHaveTextContent(es.quotes[i].caption)
  })
})
