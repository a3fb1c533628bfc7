import { describe, expect, it, vi } from 'vitest'
import { inlineScript } from '../../builder/plugins/inline-script'
import { LOCALES, SPANISH_ROOT_CLASS } from '../i18n/locales'
import {
  FIRST_LANG,
  HAS_SECOND_LANG,
  homeIn,
  SECOND_LANG,
  storedLanguageOf,
} from '../../test/web/words'

// The code exactly as the pages carry it, with the languages of the site under test.
const HEAD_SCRIPT = await inlineScript('src/theme/head-script.ts', {
  __SITE_LANGUAGES__: JSON.stringify(LOCALES),
})

interface Visit {
  path: string
  search?: string
  hash?: string
  saved?: Record<string, string>
  prefersDark?: boolean
}

function freshDocument(): Document {
  const doc = document.implementation.createHTMLDocument('')
  doc.documentElement.lang = FIRST_LANG
  // A class the prerendered page already carries, which the script must keep.
  doc.documentElement.className = SPANISH_ROOT_CLASS
  return doc
}

/**
 * Runs the inlined script against a fresh document. jsdom's `location` cannot be stubbed, so
 * the script gets a stand-in `window` holding storage, location and matchMedia.
 */
function runHeadScript({ path, search = '', hash = '', saved = {}, prefersDark = false }: Visit) {
  const doc = freshDocument()
  const stored = new Map(Object.entries(saved))
  const replace = vi.fn()
  const fakeWindow = {
    localStorage: { getItem: (key: string) => stored.get(key) ?? null },
    location: { pathname: path, search, hash, replace },
    matchMedia: (query: string) => ({
      matches: prefersDark && query === '(prefers-color-scheme: dark)',
    }),
  }
  new Function('window', 'document', HEAD_SCRIPT)(fakeWindow, doc)
  return { root: doc.documentElement, replace }
}

describe('pre-paint head script', () => {
  it('applies a saved theme over the system preference', () => {
    const { root } = runHeadScript({ path: '/', saved: { theme: 'light' }, prefersDark: true })
    expect(root.className).toBe(`${SPANISH_ROOT_CLASS} light`)
  })

  it('falls back to the system preference when nothing (or nonsense) is saved', () => {
    expect(runHeadScript({ path: '/', prefersDark: true }).root.classList.contains('dark')).toBe(
      true,
    )
    const { root } = runHeadScript({ path: '/', saved: { theme: 'purple' } })
    expect(root.classList.contains('light')).toBe(true)
  })

  // A site of one language has no other to send a visitor to.
  it.skipIf(!HAS_SECOND_LANG)(
    'sends a visitor who chose the second language from the first’s landing page to the second’s, keeping the hash, hidden meanwhile',
    () => {
      const { root, replace } = runHeadScript({
        path: homeIn(FIRST_LANG),
        hash: '#contact',
        saved: { language: storedLanguageOf(SECOND_LANG) },
      })
      expect(replace).toHaveBeenCalledWith(`${homeIn(SECOND_LANG)}#contact`)
      expect(root.style.visibility).toBe('hidden')
    },
  )

  it.skipIf(!HAS_SECOND_LANG)('does the same for the legal pages', () => {
    const { replace } = runHeadScript({
      path: `${homeIn(FIRST_LANG)}privacy`,
      saved: { language: storedLanguageOf(SECOND_LANG) },
    })
    expect(replace).toHaveBeenCalledWith(`${homeIn(SECOND_LANG)}privacy`)
  })

  it('never redirects an explicit URL of the second language or a choice of the first', () => {
    const firstChosen = { language: storedLanguageOf(FIRST_LANG) }
    expect(
      runHeadScript({ path: homeIn(SECOND_LANG), saved: firstChosen }).replace,
    ).not.toHaveBeenCalled()
    expect(
      runHeadScript({ path: homeIn(FIRST_LANG), saved: firstChosen }).replace,
    ).not.toHaveBeenCalled()
    expect(runHeadScript({ path: homeIn(FIRST_LANG) }).replace).not.toHaveBeenCalled()
  })

  it('puts a shared filter (?tech=, ?tag=) on <html>, for an index to paint filtered', () => {
    const { root } = runHeadScript({
      path: `${homeIn(SECOND_LANG)}projects/`,
      search: '?tech=docker',
    })
    expect(root.dataset.techFilter).toBe('docker')
    expect(runHeadScript({ path: '/blog/', search: '?tag=css' }).root.dataset.tagFilter).toBe('css')
    expect(
      runHeadScript({ path: `${homeIn(SECOND_LANG)}projects/` }).root.dataset.techFilter,
    ).toBeUndefined()
  })

  it('survives storage that throws', () => {
    const doc = freshDocument()
    const throwing = {
      getItem: () => {
        throw new Error('denied')
      },
    }
    const fakeWindow = {
      localStorage: throwing,
      location: { pathname: '/', search: '', hash: '', replace: vi.fn() },
      matchMedia: () => ({ matches: false }),
    }
    new Function('window', 'document', HEAD_SCRIPT)(fakeWindow, doc)
    expect(doc.documentElement.className).toBe(`${SPANISH_ROOT_CLASS} light`)
  })
})
