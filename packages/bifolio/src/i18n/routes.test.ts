import { describe, expect, it } from 'vitest'
import {
  fileOf,
  localeFromPath,
  pathFor,
  pathOf,
  prerenderedRoutes,
  projectPath,
  projectsPath,
  routeFromPath,
  routeInLocale,
} from './routes'

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

  it("puts case studies under each language's own word for projects", () => {
    expect(projectsPath('es')).toBe('/proyectos/')
    expect(projectsPath('en')).toBe('/en/projects/')
    expect(projectPath('es', 'crm')).toBe('/proyectos/crm/')
    expect(projectPath('en', 'crm')).toBe('/en/projects/crm/')
    expect(routeFromPath('/proyectos/')).toEqual({ kind: 'projects', locale: 'es' })
    expect(routeFromPath('/en/projects')).toEqual({ kind: 'projects', locale: 'en' })
    expect(routeFromPath('/proyectos/crm')).toEqual({ kind: 'project', slug: 'crm', locale: 'es' })
    expect(routeFromPath('/en/projects/hotel-events/')).toEqual({
      kind: 'project',
      slug: 'hotel-events',
      locale: 'en',
    })
  })

  it("finds no case study under the other language's word or with an unsafe slug", () => {
    expect(routeFromPath('/projects/crm/')).toEqual({ kind: 'not-found', locale: 'es' })
    expect(routeFromPath('/en/proyectos/crm/')).toEqual({ kind: 'not-found', locale: 'en' })
    expect(routeFromPath('/proyectos/CRM/')).toEqual({ kind: 'not-found', locale: 'es' })
    expect(routeFromPath('/proyectos/crm/extra/')).toEqual({ kind: 'not-found', locale: 'es' })
  })

  it('moves a case study to its counterpart in the other language', () => {
    const route = routeFromPath('/proyectos/crm/')
    expect(pathOf(routeInLocale(route, 'en'))).toBe('/en/projects/crm/')
  })

  it('lists a file for every prerendered page, case studies and both 404 pages', () => {
    expect(prerenderedRoutes(['crm']).map(fileOf).sort()).toEqual(
      [
        '404.html',
        'en/404.html',
        'en/imprint.html',
        'en/index.html',
        'en/privacy.html',
        'en/projects/index.html',
        'en/projects/crm/index.html',
        'imprint.html',
        'index.html',
        'privacy.html',
        'proyectos/index.html',
        'proyectos/crm/index.html',
      ].sort(),
    )
  })
})
