import { act, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeAll, describe, expect, it } from 'vitest'
import { en, es } from '../../test/web/words'
import { I18nProvider } from '../i18n/i18n-provider'
import type { Locale } from '../i18n/locales'
import type { Page } from '../i18n/routes'
import { installNativeDialogStub } from '../ui/native-dialog-stub'
import { Footer } from './footer'
import { LegalDialog } from './legal-dialog'

function renderAt(path: string, locale: Locale, page: Page) {
  window.history.replaceState(null, '', path)
  return render(
    <I18nProvider initialLocale={locale}>
      <Footer />
      <LegalDialog initialPage={page} />
    </I18nProvider>,
  )
}

describe('LegalDialog', () => {
  beforeAll(installNativeDialogStub)

  it('opens the privacy text on its URL', async () => {
    renderAt('/en/privacy', 'en', 'privacy')
    expect(await screen.findByRole('dialog', { name: en.legal.privacy.title })).toHaveAttribute(
      'open',
    )
  })

  it('returns to the landing page URL of the same language when closed', async () => {
    renderAt('/imprint', 'es', 'imprint')
    await userEvent.click(await screen.findByRole('button', { name: es.legal.close }))
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(window.location.pathname).toBe('/')
  })

  it('opens in place from a footer link and closes on Back', async () => {
    renderAt('/en/', 'en', 'home')
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    await userEvent.click(screen.getByRole('link', { name: en.legal.imprint.title }))
    expect(await screen.findByRole('dialog', { name: en.legal.imprint.title })).toHaveAttribute(
      'open',
    )
    expect(window.location.pathname).toBe('/en/imprint')
    act(() => {
      window.history.replaceState(null, '', '/en/')
      window.dispatchEvent(new PopStateEvent('popstate'))
    })
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  })

  it('puts the URL it was opened from back when closed', async () => {
    renderAt('/en/#contact', 'en', 'home')
    await userEvent.click(screen.getByRole('link', { name: en.legal.privacy.title }))
    expect(window.location.pathname).toBe('/en/privacy')
    await userEvent.click(await screen.findByRole('button', { name: en.legal.close }))
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(window.location.pathname + window.location.hash).toBe('/en/#contact')
  })

  it('titles the document after the open text and gives the landing title back on close', async () => {
    renderAt('/en/', 'en', 'home')
    await userEvent.click(screen.getByRole('link', { name: en.legal.privacy.title }))
    await screen.findByRole('dialog', { name: en.legal.privacy.title })
    expect(document.title).toBe(`${en.legal.privacy.title} · ${en.meta.title}`)
    await userEvent.click(screen.getByRole('button', { name: en.legal.close }))
    expect(document.title).toBe(en.meta.title)
  })

  it('renders nothing on the landing page', () => {
    const { container } = renderAt('/', 'es', 'home')
    expect(container.querySelector('dialog')).toBeNull()
  })
})
