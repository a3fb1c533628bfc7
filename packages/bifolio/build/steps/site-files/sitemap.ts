/** `sitemap.xml` and `robots.txt` for the prerendered pages, with absolute URLs. */
import { DEFAULT_LOCALE, LOCALES, type Locale } from '../../../src/i18n/locales.ts'
import { PAGES, pathOf, routeInLocale, type Route } from '../../../src/i18n/routes.ts'
import { escapeHtml } from '../../../src/lib/escape-html.ts'

/**
 * Every page in every language (the landing and legal pages, the projects index, each case
 * study), each listing all its language versions plus x-default.
 */
export function sitemapXml(siteUrl: string, slugs: readonly string[]): string {
  const url = (route: Route, locale: Locale) =>
    escapeHtml(new URL(pathOf(routeInLocale(route, locale)), siteUrl).href)
  const routes: Route[] = [
    ...PAGES.map((page): Route => ({ kind: 'page', page, locale: DEFAULT_LOCALE })),
    { kind: 'projects', locale: DEFAULT_LOCALE },
    ...slugs.map((slug): Route => ({ kind: 'project', slug, locale: DEFAULT_LOCALE })),
  ]
  const entries = routes
    .flatMap((route) =>
      LOCALES.map((locale) => {
        const alternates = [
          ...LOCALES.map(
            (other) =>
              `    <xhtml:link rel="alternate" hreflang="${other}" href="${url(route, other)}"/>`,
          ),
          `    <xhtml:link rel="alternate" hreflang="x-default" href="${url(route, DEFAULT_LOCALE)}"/>`,
        ]
        return [`  <url>`, `    <loc>${url(route, locale)}</loc>`, ...alternates, `  </url>`]
      }),
    )
    .flat()
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
