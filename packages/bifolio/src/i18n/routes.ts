import { isSlug } from '../lib/slug.ts'
import { DEFAULT_LOCALE, LOCALES, PATH_WORDS, type Locale, type PathWords } from './locales.ts'

export const PAGES = ['home', 'imprint', 'privacy'] as const
export type Page = (typeof PAGES)[number]
export type LegalPage = Exclude<Page, 'home'>

export type Route =
  | { kind: 'page'; page: Page; locale: Locale }
  | { kind: 'projects'; locale: Locale }
  | { kind: 'project'; slug: string; locale: Locale }
  | { kind: 'blog'; locale: Locale }
  | { kind: 'post'; slug: string; locale: Locale }
  | { kind: 'not-found'; locale: Locale }

/** The first language at the root, every other under its tag in lower case: `/en`, `/pt-br`. */
function prefixOf(locale: Locale): string {
  return locale === DEFAULT_LOCALE ? '' : `/${locale.toLowerCase()}`
}

/**
 * The path words of a language whose words are not set: a words file that failed its check
 * leaves its language without them while the check names the problem.
 */
const UNSET_PATH_WORDS: PathWords = { projects: 'projects', articles: 'blog' }

/** The words of `locale`'s addresses, from its words file over the engine's. */
function pathWordsOf(locale: Locale): PathWords {
  return PATH_WORDS[locale] ?? UNSET_PATH_WORDS
}

/** The canonical path of a page: `/`, `/en/`, `/imprint`, `/en/privacy`. */
export function pathFor(locale: Locale, page: Page): string {
  const prefix = prefixOf(locale)
  return page === 'home' ? `${prefix}/` : `${prefix}/${page}`
}

/** `/proyectos/` and `/en/projects/`: every project's card. */
export function projectsPath(locale: Locale): string {
  return `${prefixOf(locale)}/${pathWordsOf(locale).projects}/`
}

/** `/proyectos/crm/` and `/en/projects/crm/`: one project's case study. */
export function projectPath(locale: Locale, slug: string): string {
  return `${projectsPath(locale)}${slug}/`
}

/** `/blog/` and `/en/blog/`: every article, newest first. */
export function blogPath(locale: Locale): string {
  return `${prefixOf(locale)}/${pathWordsOf(locale).articles}/`
}

/** `/blog/outbox/` and `/en/blog/outbox/`: one article in one language. */
export function postPath(locale: Locale, slug: string): string {
  return `${blogPath(locale)}${slug}/`
}

/** `/blog/rss.xml` and `/en/blog/rss.xml`: one language's articles for feed readers. */
export function feedPath(locale: Locale): string {
  return `${blogPath(locale)}rss.xml`
}

/** Every index page a filter narrows (`?tech=`, `?tag=`), in each of the site's languages. */
export function filteredIndexPaths(): string[] {
  return LOCALES.flatMap((locale) => [projectsPath(locale), blogPath(locale)])
}

/** The canonical path of any route; a 404 has none of its own and answers at `/404`. */
export function pathOf(route: Route): string {
  switch (route.kind) {
    case 'page':
      return pathFor(route.locale, route.page)
    case 'projects':
      return projectsPath(route.locale)
    case 'project':
      return projectPath(route.locale, route.slug)
    case 'blog':
      return blogPath(route.locale)
    case 'post':
      return postPath(route.locale, route.slug)
    case 'not-found':
      return `${prefixOf(route.locale)}/404`
  }
}

/** The same route in another language. */
export function routeInLocale(route: Route, locale: Locale): Route {
  return { ...route, locale }
}

export function localeFromPath(pathname: string): Locale {
  const under = (locale: Locale) => {
    const prefix = prefixOf(locale)
    return prefix !== '' && (pathname === prefix || pathname.startsWith(`${prefix}/`))
  }
  return LOCALES.find(under) ?? DEFAULT_LOCALE
}

export function routeFromPath(pathname: string): Route {
  const locale = localeFromPath(pathname)
  const rest = pathname.slice(prefixOf(locale).length)
  const segments = rest.split('/').filter(Boolean)
  if (segments.length > 1 && segments[segments.length - 1] === 'index.html') segments.pop()
  const [first, second, ...more] = segments
  if (first === undefined || (first === 'index.html' && !second)) {
    return { kind: 'page', page: 'home', locale }
  }
  if ((first === 'imprint' || first === 'privacy') && !second) {
    return { kind: 'page', page: first, locale }
  }
  const words = pathWordsOf(locale)
  if (first === words.projects && more.length === 0) {
    if (second === undefined || second === 'index.html') return { kind: 'projects', locale }
    if (isSlug(second)) return { kind: 'project', slug: second, locale }
  }
  if (first === words.articles && more.length === 0) {
    if (second === undefined || second === 'index.html') return { kind: 'blog', locale }
    if (isSlug(second)) return { kind: 'post', slug: second, locale }
  }
  return { kind: 'not-found', locale }
}

/** The URL of the same page and hash in another language; a missing page has the home page. */
export function urlInLocale(location: Pick<Location, 'pathname' | 'hash'>, locale: Locale): string {
  const route = routeFromPath(location.pathname)
  const same: Route = route.kind === 'not-found' ? { kind: 'page', page: 'home', locale } : route
  return pathOf(routeInLocale(same, locale)) + location.hash
}

/**
 * The file a static host serves a route from: `index.html` inside a folder for paths that end
 * in `/`, `<name>.html` for the others (`/imprint` -> `imprint.html`).
 */
export function fileOf(route: Route): string {
  const path = pathOf(route)
  return path.endsWith('/') ? `${path.slice(1)}index.html` : `${path.slice(1)}.html`
}

/** An article or a project in one language it is written in: the page it has there. */
export interface WrittenPage {
  slug: string
  locale: Locale
}

/**
 * Every URL the build prerenders, given the projects and the articles in the languages they
 * are written in: the articles' index only where there are articles, each project's and each
 * article's page in the languages it has.
 */
export function prerenderedRoutes(
  projects: readonly WrittenPage[],
  posts: readonly WrittenPage[] = [],
): Route[] {
  const inLocale = (pages: readonly WrittenPage[], locale: Locale) =>
    pages.filter((page) => page.locale === locale).map((page) => page.slug)
  return LOCALES.flatMap((locale): Route[] => [
    ...PAGES.map((page): Route => ({ kind: 'page', page, locale })),
    { kind: 'projects', locale },
    ...inLocale(projects, locale).map((slug): Route => ({ kind: 'project', slug, locale })),
    ...(posts.length > 0 ? [{ kind: 'blog', locale } as const] : []),
    ...inLocale(posts, locale).map((slug): Route => ({ kind: 'post', slug, locale })),
    { kind: 'not-found', locale },
  ])
}

/**
 * The same page in another language: an article or a project not written in it has that
 * language's index of them instead (`exists` tells which pages there are).
 */
export function counterpart(
  route: Route,
  locale: Locale,
  exists: (route: Route, locale: Locale) => boolean,
): Route {
  if (exists(route, locale)) return routeInLocale(route, locale)
  if (route.kind === 'post') return { kind: 'blog', locale }
  if (route.kind === 'project') return { kind: 'projects', locale }
  return routeInLocale(route, locale)
}
