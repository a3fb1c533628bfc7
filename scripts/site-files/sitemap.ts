/** `sitemap.xml` and `robots.txt` for the prerendered pages, with absolute URLs. */
import { LOCALES } from '../../src/i18n/locales.ts'
import { PAGES, pathFor } from '../../src/i18n/routes.ts'

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')
}

/** Every page in every language, each listing all its language versions plus x-default. */
export function sitemapXml(siteUrl: string): string {
  const url = (path: string) => escapeXml(new URL(path, siteUrl).href)
  const entries = PAGES.flatMap((page) =>
    LOCALES.map((locale) => {
      const alternates = [
        ...LOCALES.map(
          (other) =>
            `    <xhtml:link rel="alternate" hreflang="${other}" href="${url(pathFor(other, page))}"/>`,
        ),
        `    <xhtml:link rel="alternate" hreflang="x-default" href="${url(pathFor('es', page))}"/>`,
      ]
      return [`  <url>`, `    <loc>${url(pathFor(locale, page))}</loc>`, ...alternates, `  </url>`]
    }),
  ).flat()
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
