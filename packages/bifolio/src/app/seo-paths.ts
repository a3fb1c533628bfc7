/**
 * Where the build puts the files that describe the site to browsers and crawlers. The head
 * tags link them and the build writes them, so both read the names from here.
 */
import type { Locale } from '../i18n/locales'
import { THEME_SURFACES } from '../theme/surfaces'

export const OG_IMAGE_SIZE = { width: 1200, height: 630 } as const

/** The picture shared with a link: the owner's per language, or a project's case study's. */
export function ogImagePath(locale: Locale, slug?: string): string {
  return slug ? `/og/projects/${slug}-${locale}.png` : `/og/${locale}.png`
}

/** The picture shared with a link to an article, in the language it is read in. */
export function postOgImagePath(locale: Locale, slug: string): string {
  return `/og/posts/${slug}-${locale}.png`
}

export const ICON_PATHS = {
  svg: '/favicon.svg',
  ico: '/favicon.ico',
  appleTouch: '/apple-touch-icon.png',
  manifest: '/site.webmanifest',
} as const

/** The page background of each theme, for the browser's UI around the page. */
export const THEME_COLORS = {
  light: THEME_SURFACES.light.bg,
  dark: THEME_SURFACES.dark.bg,
} as const
