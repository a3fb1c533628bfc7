/** `sitemap.xml` and `robots.txt` for the prerendered pages, with absolute URLs. */
import { DEFAULT_LOCALE, LOCALES, type Locale } from '../../../src/i18n/locales.ts'
import {
  PAGES,
  pathOf,
  routeInLocale,
  type Route,
  type WrittenPage,
} from '../../../src/i18n/routes.ts'
import { escapeHtml } from '../../../src/lib/escape-html.ts'

/** An article in one language, as the sitemap lists it. */
export interface SitemapPost extends WrittenPage {
  /** `2026-03-14`: its updated day, or the day it was published. */
  lastModified: string
}

/**
 * Every page in every language it exists in (the landing and legal pages, the projects index,
 * each case study, the articles' index and each article), each listing the language versions
 * that exist plus x-default; articles and their index with their last modification.
 */
export function sitemapXml(
  siteUrl: string,
  projects: readonly WrittenPage[],
  posts: readonly SitemapPost[] = [],
): string {
  const url = (route: Route, locale: Locale) =>
    escapeHtml(new URL(pathOf(routeInLocale(route, locale)), siteUrl).href)
  const everywhere = [...LOCALES]
  const writtenIn = (pages: readonly WrittenPage[], slug: string) =>
    LOCALES.filter((locale) => pages.some((page) => page.slug === slug && page.locale === locale))
  const routes: Route[] = [
    ...PAGES.map((page): Route => ({ kind: 'page', page, locale: DEFAULT_LOCALE })),
    { kind: 'projects', locale: DEFAULT_LOCALE },
  ]
  const pages: Array<{ route: Route; locales: Locale[]; lastModified?: string }> = [
    ...routes.map((route) => ({ route, locales: everywhere })),
    ...[...new Set(projects.map((project) => project.slug))].map((slug) => ({
      route: { kind: 'project', slug, locale: DEFAULT_LOCALE } as const,
      locales: writtenIn(projects, slug),
    })),
  ]
  if (posts.length > 0) {
    const newest = posts
      .map((post) => post.lastModified)
      .sort()
      .at(-1)
    pages.push({
      route: { kind: 'blog', locale: DEFAULT_LOCALE },
      locales: everywhere,
      lastModified: newest,
    })
    for (const slug of new Set(posts.map((post) => post.slug))) {
      const written = posts.filter((post) => post.slug === slug)
      pages.push({
        route: { kind: 'post', slug, locale: DEFAULT_LOCALE },
        locales: writtenIn(posts, slug),
        lastModified: written
          .map((post) => post.lastModified)
          .sort()
          .at(-1),
      })
    }
  }
  const entries = pages.flatMap(({ route, locales, lastModified }) =>
    locales.flatMap((locale) => {
      // hreflang pairs only pages that exist: an article in one language has none.
      const alternates =
        locales.length > 1
          ? [
              ...locales.map(
                (other) =>
                  `    <xhtml:link rel="alternate" hreflang="${other}" href="${url(route, other)}"/>`,
              ),
              `    <xhtml:link rel="alternate" hreflang="x-default" href="${url(route, locales.includes(DEFAULT_LOCALE) ? DEFAULT_LOCALE : locale)}"/>`,
            ]
          : []
      return [
        `  <url>`,
        `    <loc>${url(route, locale)}</loc>`,
        ...(lastModified ? [`    <lastmod>${lastModified}</lastmod>`] : []),
        ...alternates,
        `  </url>`,
      ]
    }),
  )
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...entries,
    '</urlset>',
    '',
  ].join('\n')
}

export function robotsTxt(siteUrl: string): string {
  return `User-agent: *\nAllow: /\nDisallow: /api/\n\nSitemap: ${new URL('/sitemap.xml', siteUrl).href}\n`
}
