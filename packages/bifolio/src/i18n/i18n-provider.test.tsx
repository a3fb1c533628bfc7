import { act, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it } from 'vitest'
import { I18nProvider, useLocale, useT } from './i18n-provider'
import { nextLocale } from './locales'
import { en, es } from '../../test/web/words'

function Probe() {
  const t = useT()
  const { locale, setLocale } = useLocale()
  return (
    <button type="button" onClick={() => setLocale(nextLocale(locale))}>
      {t.language.toggleLabel}
    </button>
  )
}

function renderAt(path: string, initialLocale: 'es' | 'en') {
  window.history.replaceState(null, '', path)
  document.documentElement.lang = initialLocale
  document.documentElement.className = initialLocale === 'es' ? 'ES' : ''
  return render(
    <I18nProvider initialLocale={initialLocale}>
      <Probe />
    </I18nProvider>,
  )
}

describe('I18nProvider', () => {
  beforeEach(() => {
    document.head.innerHTML = '<meta name="description" content="">'
  })

  it('switches to English: texts, storage, URL with its hash, lang, class, title, description', async () => {
    renderAt('/#projects', 'es')
    expect(screen.getByRole('button')).toHaveTextContent(es.language.toggleLabel)
    await userEvent.click(screen.getByRole('button'))
    await waitFor(() =>
      expect(screen.getByRole('button')).toHaveTextContent(en.language.toggleLabel),
    )
    expect(window.localStorage.getItem('language')).toBe('EN')
    expect(window.location.pathname + window.location.hash).toBe('/en/#projects')
    expect(document.documentElement.lang).toBe('en')
    expect(document.documentElement.classList.contains('ES')).toBe(false)
    expect(document.title).toBe(en.meta.title)
    expect(document.querySelector('meta[name="description"]')).toHaveAttribute(
      'content',
      en.meta.description,
    )
  })

  it('switches back to Spanish and keeps the legal page in the path', async () => {
    renderAt('/en/privacy', 'en')
    await userEvent.click(screen.getByRole('button'))
    await waitFor(() => expect(document.documentElement.lang).toBe('es'))
    expect(window.location.pathname).toBe('/privacy')
    expect(window.localStorage.getItem('language')).toBe('ES')
    expect(document.documentElement.classList.contains('ES')).toBe(true)
    expect(document.documentElement.lang).toBe('es')
  })

  it('follows the URL on back and forward', async () => {
    renderAt('/', 'es')
    await userEvent.click(screen.getByRole('button'))
    await waitFor(() =>
      expect(screen.getByRole('button')).toHaveTextContent(en.language.toggleLabel),
    )
    act(() => {
      window.history.replaceState(null, '', '/')
      window.dispatchEvent(new PopStateEvent('popstate'))
    })
    await waitFor(() =>
      expect(screen.getByRole('button')).toHaveTextContent(es.language.toggleLabel),
    )
    expect(document.documentElement.lang).toBe('es')
    expect(window.localStorage.getItem('language')).toBe('ES')
  })
})
