import { act, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeAll, describe, expect, it } from 'vitest'
import { FIRST, FIRST_LANG, homeIn, SECOND, SECOND_LANG } from '../../test/web/words'
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
    renderAt(`${homeIn(SECOND_LANG)}privacy`, SECOND_LANG, 'privacy')
    expect(await screen.findByRole('dialog', { name: SECOND.legal.privacy.title })).toHaveAttribute(
      'open',
    )
  })

  it('returns to the landing page URL of the same language when closed', async () => {
    renderAt(`${homeIn(FIRST_LANG)}imprint`, FIRST_LANG, 'imprint')
    await userEvent.click(await screen.findByRole('button', { name: FIRST.legal.close }))
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(window.location.pathname).toBe(homeIn(FIRST_LANG))
  })

  it('opens in place from a footer link and closes on Back', async () => {
    renderAt(homeIn(SECOND_LANG), SECOND_LANG, 'home')
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    await userEvent.click(screen.getByRole('link', { name: SECOND.legal.imprint.title }))
    expect(await screen.findByRole('dialog', { name: SECOND.legal.imprint.title })).toHaveAttribute(
      'open',
    )
    expect(window.location.pathname).toBe(`${homeIn(SECOND_LANG)}imprint`)
    act(() => {
      window.history.replaceState(null, '', homeIn(SECOND_LANG))
      window.dispatchEvent(new PopStateEvent('popstate'))
    })
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  })

  it('puts the URL it was opened from back when closed', async () => {
    renderAt(`${homeIn(SECOND_LANG)}#contact`, SECOND_LANG, 'home')
    await userEvent.click(screen.getByRole('link', { name: SECOND.legal.privacy.title }))
    expect(window.location.pathname).toBe(`${homeIn(SECOND_LANG)}privacy`)
    await userEvent.click(await screen.findByRole('button', { name: SECOND.legal.close }))
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(window.location.pathname + window.location.hash).toBe(`${homeIn(SECOND_LANG)}#contact`)
  })

  it('titles the document after the open text and gives the landing title back on close', async () => {
    renderAt(homeIn(SECOND_LANG), SECOND_LANG, 'home')
    await userEvent.click(screen.getByRole('link', { name: SECOND.legal.privacy.title }))
    await screen.findByRole('dialog', { name: SECOND.legal.privacy.title })
    expect(document.title).toBe(`${SECOND.legal.privacy.title} · ${SECOND.meta.title}`)
    await userEvent.click(screen.getByRole('button', { name: SECOND.legal.close }))
    expect(document.title).toBe(SECOND.meta.title)
  })

  it('renders nothing on the landing page', () => {
    const { container } = renderAt(homeIn(FIRST_LANG), FIRST_LANG, 'home')
    expect(container.querySelector('dialog')).toBeNull()
  })
})
