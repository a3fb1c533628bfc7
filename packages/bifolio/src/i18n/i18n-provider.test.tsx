import { act, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it } from 'vitest'
import { I18nProvider, useLocale, useT } from './i18n-provider'
import { nextLocale, SPANISH_ROOT_CLASS, type Locale } from './locales'
import {
  FIRST,
  FIRST_LANG,
  HAS_SECOND_LANG,
  homeIn,
  LAST_LANG,
  SECOND,
  SECOND_LANG,
  storedLanguageOf,
} from '../../test/web/words'

function Probe() {
  const t = useT()
  const { locale, setLocale } = useLocale()
  return (
    <button type="button" onClick={() => setLocale(nextLocale(locale))}>
      {t.language.toggleLabel}
    </button>
  )
}

/** Whether the root carries the class outside styles read while Spanish is shown. */
const hasSpanishClass = () => document.documentElement.classList.contains(SPANISH_ROOT_CLASS)

function renderAt(path: string, initialLocale: Locale) {
  window.history.replaceState(null, '', path)
  document.documentElement.lang = initialLocale
  document.documentElement.className = initialLocale === 'es' ? SPANISH_ROOT_CLASS : ''
  return render(
    <I18nProvider initialLocale={initialLocale}>
      <Probe />
    </I18nProvider>,
  )
}

// A site of one language has nothing to switch to.
describe.skipIf(!HAS_SECOND_LANG)('I18nProvider', () => {
  beforeEach(() => {
    document.head.innerHTML = '<meta name="description" content="">'
  })

  it('switches to the second language: texts, storage, URL with its hash, lang, class, title, description', async () => {
    renderAt(`${homeIn(FIRST_LANG)}#projects`, FIRST_LANG)
    expect(screen.getByRole('button')).toHaveTextContent(FIRST.language.toggleLabel)
    await userEvent.click(screen.getByRole('button'))
    await waitFor(() =>
      expect(screen.getByRole('button')).toHaveTextContent(SECOND.language.toggleLabel),
    )
    expect(window.localStorage.getItem('language')).toBe(storedLanguageOf(SECOND_LANG))
    expect(window.location.pathname + window.location.hash).toBe(`${homeIn(SECOND_LANG)}#projects`)
    expect(document.documentElement.lang).toBe(SECOND_LANG)
    expect(hasSpanishClass()).toBe(SECOND_LANG === 'es')
    expect(document.title).toBe(SECOND.meta.title)
    expect(document.querySelector('meta[name="description"]')).toHaveAttribute(
      'content',
      SECOND.meta.description,
    )
  })

  it('switches from the last language round to the first and keeps the legal page in the path', async () => {
    renderAt(`${homeIn(LAST_LANG)}privacy`, LAST_LANG)
    await userEvent.click(screen.getByRole('button'))
    await waitFor(() => expect(document.documentElement.lang).toBe(FIRST_LANG))
    expect(window.location.pathname).toBe(`${homeIn(FIRST_LANG)}privacy`)
    expect(window.localStorage.getItem('language')).toBe(storedLanguageOf(FIRST_LANG))
    expect(hasSpanishClass()).toBe(FIRST_LANG === 'es')
    expect(document.documentElement.lang).toBe(FIRST_LANG)
  })

  it('follows the URL on back and forward', async () => {
    renderAt(homeIn(FIRST_LANG), FIRST_LANG)
    await userEvent.click(screen.getByRole('button'))
    await waitFor(() =>
      expect(screen.getByRole('button')).toHaveTextContent(SECOND.language.toggleLabel),
    )
    act(() => {
      window.history.replaceState(null, '', homeIn(FIRST_LANG))
      window.dispatchEvent(new PopStateEvent('popstate'))
    })
    await waitFor(() =>
      expect(screen.getByRole('button')).toHaveTextContent(FIRST.language.toggleLabel),
    )
    expect(document.documentElement.lang).toBe(FIRST_LANG)
    expect(window.localStorage.getItem('language')).toBe(storedLanguageOf(FIRST_LANG))
  })
})
