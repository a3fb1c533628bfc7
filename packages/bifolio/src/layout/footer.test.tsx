import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { owner } from '../content'
import { I18nProvider } from '../i18n/i18n-provider'
import { Footer } from './footer'

describe('Footer', () => {
  it('dates the copyright with the year the site was built', () => {
    render(
      <I18nProvider initialLocale="en">
        <Footer />
      </I18nProvider>,
    )
    const year = new Date().getUTCFullYear()
    expect(screen.getByText(`© ${year} ${owner.name}. All rights reserved.`)).toBeInTheDocument()
  })
})
