import { LOCALES, type Locale } from '../i18n/locales'
import { MESSAGES } from '../i18n/messages'
import { pathFor, type Route } from '../i18n/routes'

const OG_LOCALE = { es: 'es_ES', en: 'en_US' } as const satisfies Record<Locale, string>

function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
}

/** Title, description, canonical, hreflang and Open Graph tags for one prerendered page. */
export function headTags(route: Route, siteUrl: string): string {
  const t = MESSAGES[route.locale]
  const page = route.kind === 'page' ? route.page : 'home'
  const url = (locale: Locale) => new URL(pathFor(locale, page), siteUrl).href
  const title = route.kind === 'page' ? t.meta.title : `${t.notFound.title} · ${t.meta.title}`
  const tags = [
    `<title>${escapeHtml(title)}</title>`,
    `<meta name="description" content="${escapeHtml(t.meta.description)}">`,
  ]
  if (route.kind === 'not-found') {
    tags.push('<meta name="robots" content="noindex">')
    return tags.join('\n    ')
  }
  tags.push(
    `<link rel="canonical" href="${url(route.locale)}">`,
    ...LOCALES.map((l) => `<link rel="alternate" hreflang="${l}" href="${url(l)}">`),
    `<link rel="alternate" hreflang="x-default" href="${url('es')}">`,
    `<meta property="og:type" content="website">`,
    `<meta property="og:url" content="${url(route.locale)}">`,
    `<meta property="og:title" content="${escapeHtml(t.meta.title)}">`,
    `<meta property="og:description" content="${escapeHtml(t.meta.description)}">`,
    `<meta property="og:locale" content="${OG_LOCALE[route.locale]}">`,
    ...LOCALES.filter((l) => l !== route.locale).map(
      (l) => `<meta property="og:locale:alternate" content="${OG_LOCALE[l]}">`,
    ),
    `<meta name="twitter:card" content="summary_large_image">`,
  )
  return tags.join('\n    ')
}
