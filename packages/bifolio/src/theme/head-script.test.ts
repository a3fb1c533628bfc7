import { describe, expect, it, vi } from 'vitest'
import { inlineScript } from '../../builder/plugins/inline-script'
import { LOCALES } from '../i18n/locales'

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
  doc.documentElement.lang = 'es'
  doc.documentElement.className = 'ES'
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
    expect(root.className).toBe('ES light')
  })

  it('falls back to the system preference when nothing (or nonsense) is saved', () => {
    expect(runHeadScript({ path: '/', prefersDark: true }).root.classList.contains('dark')).toBe(
      true,
    )
    const { root } = runHeadScript({ path: '/', saved: { theme: 'purple' } })
    expect(root.classList.contains('light')).toBe(true)
  })

  it('sends a saved English visitor from / to /en/ keeping the hash, hidden meanwhile', () => {
    const { root, replace } = runHeadScript({
      path: '/',
      hash: '#contact',
      saved: { language: 'EN' },
    })
    expect(replace).toHaveBeenCalledWith('/en/#contact')
    expect(root.style.visibility).toBe('hidden')
  })

  it('does the same for the legal pages', () => {
    const { replace } = runHeadScript({ path: '/privacy', saved: { language: 'EN' } })
    expect(replace).toHaveBeenCalledWith('/en/privacy')
  })

  it('never redirects an explicit English URL or a Spanish choice', () => {
    expect(
      runHeadScript({ path: '/en/', saved: { language: 'ES' } }).replace,
    ).not.toHaveBeenCalled()
    expect(runHeadScript({ path: '/', saved: { language: 'ES' } }).replace).not.toHaveBeenCalled()
    expect(runHeadScript({ path: '/' }).replace).not.toHaveBeenCalled()
  })

  it('puts a shared filter (?tech=, ?tag=) on <html>, for an index to paint filtered', () => {
    const { root } = runHeadScript({ path: '/en/projects/', search: '?tech=docker' })
    expect(root.dataset.techFilter).toBe('docker')
    expect(runHeadScript({ path: '/blog/', search: '?tag=css' }).root.dataset.tagFilter).toBe('css')
    expect(runHeadScript({ path: '/en/projects/' }).root.dataset.techFilter).toBeUndefined()
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
    expect(doc.documentElement.className).toBe('ES light')
  })
})
