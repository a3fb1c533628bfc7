import { describe, expect, it } from 'vitest'
import { PRERENDERED, localeFromPath, pathFor, routeFromPath } from './routes'

describe('routes', () => {
  it('serves Spanish at / and English at /en/', () => {
    expect(routeFromPath('/')).toEqual({ kind: 'page', page: 'home', locale: 'es' })
    expect(routeFromPath('/en/')).toEqual({ kind: 'page', page: 'home', locale: 'en' })
    expect(routeFromPath('/en')).toEqual({ kind: 'page', page: 'home', locale: 'en' })
  })

  it('recognises the legal pages in both languages', () => {
    expect(routeFromPath('/imprint')).toEqual({ kind: 'page', page: 'imprint', locale: 'es' })
    expect(routeFromPath('/en/privacy')).toEqual({ kind: 'page', page: 'privacy', locale: 'en' })
  })

  it('treats anything else as not found, in the language of its prefix', () => {
    expect(routeFromPath('/nope')).toEqual({ kind: 'not-found', locale: 'es' })
    expect(routeFromPath('/en/nope')).toEqual({ kind: 'not-found', locale: 'en' })
    expect(routeFromPath('/english')).toEqual({ kind: 'not-found', locale: 'es' })
  })

  it('builds canonical paths that round-trip', () => {
    for (const locale of ['es', 'en'] as const) {
      for (const page of ['home', 'imprint', 'privacy'] as const) {
        expect(routeFromPath(pathFor(locale, page))).toEqual({ kind: 'page', page, locale })
      }
    }
    expect(localeFromPath('/en/imprint')).toBe('en')
  })

  it('lists a file for every prerendered page and both 404 pages', () => {
    expect(PRERENDERED.map((p) => p.file).sort()).toEqual(
      [
        '404.html',
        'en/404.html',
        'en/imprint.html',
        'en/index.html',
        'en/privacy.html',
        'imprint.html',
        'index.html',
        'privacy.html',
      ].sort(),
    )
  })
})
