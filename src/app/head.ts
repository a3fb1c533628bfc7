import poppins700 from '@fontsource/poppins/files/poppins-latin-700-normal.woff2?url'
import images from 'virtual:responsive-images'
import { owner, socialLinks } from '../content'
import { LOCALES, type Locale } from '../i18n/locales'
import { MESSAGES } from '../i18n/messages'
import { pathFor, type Route } from '../i18n/routes'
import { PICTURE_SIZES } from '../sections/hero/picture-sizes'
import { ICON_PATHS, OG_IMAGE_SIZE, THEME_COLORS, ogImagePath } from './seo-paths'
import { jsonLdScript, profilePageJsonLd } from './structured-data'

const OG_LOCALE = { es: 'es_ES', en: 'en_US' } as const satisfies Record<Locale, string>

/**
 * The face of the name, the first screen's largest text. The body face needs no preload: the
 * inline first-screen CSS lets the browser find it as early, and on slow 4G every preload
 * shares the bandwidth the hero picture (the LCP) needs.
 */
const PRELOADED_FONTS = [poppins700]

/** The hero picture in the first format every supporting browser takes, found before any CSS. */
function heroPicturePreload(): string[] {
  const source = images[owner.picture]?.sources[0]
  if (!source) return []
  return [
    `<link rel="preload" as="image" type="${source.type}" imagesrcset="${source.srcset}" imagesizes="${PICTURE_SIZES}" fetchpriority="high">`,
  ]
}

function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
}

/** Tags every page carries, the 404 included: fonts, icons, manifest, browser colours. */
function commonTags(): string[] {
  return [
    ...PRELOADED_FONTS.map(
      (href) => `<link rel="preload" href="${href}" as="font" type="font/woff2" crossorigin>`,
    ),
    `<meta name="theme-color" content="${THEME_COLORS.light}" media="(prefers-color-scheme: light)">`,
    `<meta name="theme-color" content="${THEME_COLORS.dark}" media="(prefers-color-scheme: dark)">`,
    `<link rel="icon" href="${ICON_PATHS.ico}" sizes="32x32">`,
    `<link rel="icon" href="${ICON_PATHS.svg}" type="image/svg+xml">`,
    `<link rel="apple-touch-icon" href="${ICON_PATHS.appleTouch}">`,
    `<link rel="manifest" href="${ICON_PATHS.manifest}">`,
  ]
}

/** Title, description, canonical, hreflang, Open Graph and JSON-LD for one prerendered page. */
export function headTags(route: Route, siteUrl: string): string {
  const t = MESSAGES[route.locale]
  const page = route.kind === 'page' ? route.page : 'home'
  const url = (locale: Locale) => new URL(pathFor(locale, page), siteUrl).href
  const title = route.kind === 'page' ? t.meta.title : `${t.notFound.title} · ${t.meta.title}`
  const tags = [
    `<title>${escapeHtml(title)}</title>`,
    `<meta name="description" content="${escapeHtml(t.meta.description)}">`,
    ...(route.kind === 'page' ? heroPicturePreload() : []),
    ...commonTags(),
  ]
  if (route.kind === 'not-found') {
    tags.push('<meta name="robots" content="noindex">')
    return tags.join('\n    ')
  }
  const ogImage = new URL(ogImagePath(route.locale), siteUrl).href
  const picture = images[owner.picture]
  tags.push(
    `<link rel="canonical" href="${url(route.locale)}">`,
    ...LOCALES.map((l) => `<link rel="alternate" hreflang="${l}" href="${url(l)}">`),
    `<link rel="alternate" hreflang="x-default" href="${url('es')}">`,
    `<meta property="og:type" content="profile">`,
    `<meta property="og:url" content="${url(route.locale)}">`,
    `<meta property="og:site_name" content="${escapeHtml(owner.name)}">`,
    `<meta property="og:title" content="${escapeHtml(t.meta.title)}">`,
    `<meta property="og:description" content="${escapeHtml(t.meta.description)}">`,
    `<meta property="og:image" content="${ogImage}">`,
    `<meta property="og:image:type" content="image/png">`,
    `<meta property="og:image:width" content="${OG_IMAGE_SIZE.width}">`,
    `<meta property="og:image:height" content="${OG_IMAGE_SIZE.height}">`,
    `<meta property="og:image:alt" content="${escapeHtml(t.meta.ogImageAlt)}">`,
    `<meta property="og:locale" content="${OG_LOCALE[route.locale]}">`,
    ...LOCALES.filter((l) => l !== route.locale).map(
      (l) => `<meta property="og:locale:alternate" content="${OG_LOCALE[l]}">`,
    ),
    `<meta name="twitter:card" content="summary_large_image">`,
    `<meta name="twitter:image" content="${ogImage}">`,
    jsonLdScript(
      profilePageJsonLd(t, {
        name: owner.name,
        email: owner.email,
        pageUrl: url(route.locale),
        imageUrl: new URL(picture?.fallback.src ?? ogImagePath(route.locale), siteUrl).href,
        sameAs: socialLinks.map((link) => link.href).filter((href) => href.startsWith('https:')),
        language: route.locale,
      }),
    ),
  )
  return tags.join('\n    ')
}
