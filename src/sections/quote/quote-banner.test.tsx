import { cleanup, render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { es } from '../../content'
import { I18nProvider } from '../../i18n/i18n-provider'
import QuoteBanner from './quote-banner'

function renderBanner(index: number) {
  return render(
    <I18nProvider initialLocale="es">
      <QuoteBanner index={index} />
    </I18nProvider>,
  )
}

describe('QuoteBanner', () => {
  it('renders each of the content’s quotes as a figure with its blockquote and caption', () => {
    es.quotes.forEach((quote, index) => {
      renderBanner(index)
      const figure = screen.getByRole('figure')
      expect(figure.querySelector('blockquote')).toHaveTextContent(quote.text)
      expect(figure.querySelector('figcaption')).toHaveTextContent(quote.caption)
      cleanup()
    })
  })

  it('draws nothing for a quote the content does not have', () => {
    const { container } = renderBanner(es.quotes.length)
    expect(container).toBeEmptyDOMElement()
  })
})
