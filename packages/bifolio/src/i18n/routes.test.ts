import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { en } from '../words/en'
import { es } from '../words/es'
import { DEFAULT_LANGUAGES, LOCALES, PATH_WORDS, setSiteLanguages } from './locales'
import {
  counterpart,
  feedPath,
  fileOf,
  filteredIndexPaths,
  localeFromPath,
  pathFor,
  pathOf,
  prerenderedRoutes,
  projectPath,
  projectsPath,
  routeFromPath,
  urlInLocale,
  routeInLocale,
  type Route,
} from './routes'

const site = LOCALES
const sitePathWords = PATH_WORDS

/** A site's languages and path words for a while: the other test files see the site's again. */
function withSite(languages: readonly string[], pathWords: typeof PATH_WORDS): void {
  beforeAll(() => setSiteLanguages(languages, pathWords))
  afterAll(() => setSiteLanguages(site, sitePathWords))
}

// A site whose content lists no languages: Spanish then English, with the engine's path words.
describe('routes', () => {
  withSite(DEFAULT_LANGUAGES, { es: es.paths, en: en.paths })

  it('serves the articles at /blog/ and /en/blog/, one page per article and language', () => {
    expect(routeFromPath('/blog/')).toEqual({ kind: 'blog', locale: 'es' })
    expect(routeFromPath('/en/blog/')).toEqual({ kind: 'blog', locale: 'en' })
    expect(routeFromPath('/en/blog/outbox/')).toEqual({
      kind: 'post',
      slug: 'outbox',
      locale: 'en',
    })
    expect(routeFromPath('/blog/outbox/index.html')).toEqual({
      kind: 'post',
      slug: 'outbox',
      locale: 'es',
    })
    expect(routeFromPath('/blog/Not_A_Slug/')).toEqual({ kind: 'not-found', locale: 'es' })
    expect(fileOf({ kind: 'post', slug: 'outbox', locale: 'en' })).toBe('en/blog/outbox/index.html')
    expect(feedPath('es')).toBe('/blog/rss.xml')
    expect(feedPath('en')).toBe('/en/blog/rss.xml')
  })

  it('names every filtered index page once per language, each one a route of its kind', () => {
    const paths = filteredIndexPaths()
    expect(paths).toEqual(['/proyectos/', '/blog/', '/en/projects/', '/en/blog/'])
    expect(paths.map((path) => routeFromPath(path).kind)).toEqual([
      'projects',
      'blog',
      'projects',
      'blog',
    ])
  })

  it('prerenders the index only with articles, and each article in its own languages', () => {
    const routes = prerenderedRoutes([], [{ slug: 'solo', locale: 'en' }]).map(pathOf)
    expect(routes).toEqual(expect.arrayContaining(['/blog/', '/en/blog/', '/en/blog/solo/']))
    expect(routes).not.toContain('/blog/solo/')
    expect(
      prerenderedRoutes([])
        .map(pathOf)
        .some((path) => path.includes('/blog/')),
    ).toBe(false)
  })

  it("switches an article or a project to the other language's index when it is not written there", () => {
    const exists = (route: Route, locale: string) =>
      !('slug' in route) || route.slug === 'both' || locale === 'en'
    const post = (slug: string) => ({ kind: 'post', slug, locale: 'en' }) as const
    const project = (slug: string) => ({ kind: 'project', slug, locale: 'en' }) as const
    expect(counterpart(post('both'), 'es', exists)).toEqual({ ...post('both'), locale: 'es' })
    expect(counterpart(post('solo'), 'es', exists)).toEqual({ kind: 'blog', locale: 'es' })
    expect(counterpart(project('solo'), 'es', exists)).toEqual({ kind: 'projects', locale: 'es' })
    expect(counterpart(project('both'), 'es', exists)).toEqual({ ...project('both'), locale: 'es' })
    expect(counterpart({ kind: 'projects', locale: 'en' }, 'es', exists)).toEqual({
      kind: 'projects',
      locale: 'es',
    })
  })

  it('prerenders a case study in the languages the project is written in only', () => {
    const routes = prerenderedRoutes([{ slug: 'solo', locale: 'en' }])
    expect(routes).toContainEqual({ kind: 'project', slug: 'solo', locale: 'en' })
    expect(routes).not.toContainEqual({ kind: 'project', slug: 'solo', locale: 'es' })
    expect(routes).toContainEqual({ kind: 'projects', locale: 'es' })
  })

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
    const crm = LOCALES.map((locale) => ({ slug: 'crm', locale }))
    expect(prerenderedRoutes(crm).map(fileOf).sort()).toEqual(
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

describe('urlInLocale', () => {
  withSite(DEFAULT_LANGUAGES, { es: es.paths, en: en.paths })

  it('maps a page and hash to the other language', () => {
    expect(urlInLocale({ pathname: '/en/imprint', hash: '#x' }, 'es')).toBe('/imprint#x')
    expect(urlInLocale({ pathname: '/nope', hash: '' }, 'en')).toBe('/en/')
  })
})

describe("a site's own path words", () => {
  withSite(['pt-BR', 'de'], {
    'pt-BR': { projects: 'projetos', articles: 'artigos' },
    de: { projects: 'arbeiten', articles: 'blog' },
  })

  it("builds each language's indexes and pages under its own words", () => {
    expect(filteredIndexPaths()).toEqual(['/projetos/', '/artigos/', '/de/arbeiten/', '/de/blog/'])
    expect(projectPath('pt-BR', 'crm')).toBe('/projetos/crm/')
    expect(feedPath('pt-BR')).toBe('/artigos/rss.xml')
    expect(fileOf({ kind: 'project', slug: 'crm', locale: 'de' })).toBe(
      'de/arbeiten/crm/index.html',
    )
  })

  it('reads them back, and nothing under another language’s word', () => {
    expect(routeFromPath('/artigos/outbox/')).toEqual({
      kind: 'post',
      slug: 'outbox',
      locale: 'pt-BR',
    })
    expect(routeFromPath('/de/arbeiten')).toEqual({ kind: 'projects', locale: 'de' })
    expect(routeFromPath('/arbeiten/crm/')).toEqual({ kind: 'not-found', locale: 'pt-BR' })
    expect(routeFromPath('/de/projetos/')).toEqual({ kind: 'not-found', locale: 'de' })
    expect(routeFromPath('/blog/')).toEqual({ kind: 'not-found', locale: 'pt-BR' })
  })

  it('moves a case study or an article to the same page in the other language', () => {
    expect(urlInLocale({ pathname: '/projetos/crm/', hash: '#stack' }, 'de')).toBe(
      '/de/arbeiten/crm/#stack',
    )
    expect(urlInLocale({ pathname: '/de/blog/', hash: '' }, 'pt-BR')).toBe('/artigos/')
  })
})
