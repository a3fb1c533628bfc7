import { DEFAULT_LOCALE, type Locale } from './locales'

export const PAGES = ['home', 'imprint', 'privacy'] as const
export type Page = (typeof PAGES)[number]
export type LegalPage = Exclude<Page, 'home'>

export type Route =
  { kind: 'page'; page: Page; locale: Locale } | { kind: 'not-found'; locale: Locale }

const LOCALE_PREFIX = { es: '', en: '/en' } as const satisfies Record<Locale, string>

/** The canonical path of a page: `/`, `/en/`, `/imprint`, `/en/privacy`. */
export function pathFor(locale: Locale, page: Page): string {
  const prefix = LOCALE_PREFIX[locale]
  return page === 'home' ? `${prefix}/` : `${prefix}/${page}`
}

export function localeFromPath(pathname: string): Locale {
  return pathname === '/en' || pathname.startsWith('/en/') ? 'en' : DEFAULT_LOCALE
}

export function routeFromPath(pathname: string): Route {
  const locale = localeFromPath(pathname)
  const rest = locale === 'en' ? pathname.slice('/en'.length) : pathname
  const segment = rest.replace(/^\/+|\/+$/g, '')
  if (segment === '' || segment === 'index.html') return { kind: 'page', page: 'home', locale }
  if (segment === 'imprint' || segment === 'privacy') return { kind: 'page', page: segment, locale }
  return { kind: 'not-found', locale }
}

/** Every prerendered URL, with the file a static host serves it from. */
export const PRERENDERED: ReadonlyArray<{ path: string; file: string; route: Route }> = [
  ...(['es', 'en'] as const).flatMap((locale) => [
    ...(['home', 'imprint', 'privacy'] as const).map((page) => {
      const path = pathFor(locale, page)
      const file = page === 'home' ? `${path}index.html`.slice(1) : `${path.slice(1)}.html`
      return { path, file, route: { kind: 'page', page, locale } as Route }
    }),
    {
      path: `${LOCALE_PREFIX[locale]}/404`,
      file: `${LOCALE_PREFIX[locale].slice(1)}${locale === 'en' ? '/' : ''}404.html`,
      route: { kind: 'not-found', locale } as Route,
    },
  ]),
]
