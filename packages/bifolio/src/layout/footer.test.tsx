import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { owner } from '../content'
import { SECOND, SECOND_LANG } from '../../test/web/words'
import { I18nProvider } from '../i18n/i18n-provider'
import { format } from '../lib/format'
import { Footer } from './footer'

describe('Footer', () => {
  it('dates the copyright from the content’s first year to the year the site was built', () => {
    render(
      <I18nProvider initialLocale={SECOND_LANG}>
        <Footer />
      </I18nProvider>,
    )
    const built = new Date().getUTCFullYear()
    const first = owner.firstYear ?? built
    const year = first < built ? `${first}–${built}` : String(built)
    const line = format(SECOND.footer.copyright, { year, name: owner.name })
    expect(screen.getByText(line)).toBeInTheDocument()
  })
})
