import { cleanup, render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { FIRST, FIRST_LANG } from '../../../test/web/words'
import { I18nProvider } from '../../i18n/i18n-provider'
import QuoteBanner from './quote-banner'

function renderBanner(index: number) {
  return render(
    <I18nProvider initialLocale={FIRST_LANG}>
      <QuoteBanner index={index} />
    </I18nProvider>,
  )
}

describe('QuoteBanner', () => {
  it('renders each of the content’s quotes as a figure with its blockquote and caption, and nothing past the last', () => {
    for (let index = 0; index <= FIRST.quotes.length; index += 1) {
      const quote = FIRST.quotes[index]
      const { container } = renderBanner(index)
      if (quote) {
        const figure = screen.getByRole('figure')
        expect(figure.querySelector('blockquote')).toHaveTextContent(quote.text)
        expect(figure.querySelector('figcaption')).toHaveTextContent(quote.caption)
      } else {
        expect(container).toBeEmptyDOMElement()
      }
      cleanup()
    }
  })
})
