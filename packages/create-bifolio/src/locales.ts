/** The site's languages, as the engine names them; Spanish is the one at `/`. */
export const LOCALES = ['es', 'en'] as const
export type Locale = (typeof LOCALES)[number]

export const DEFAULT_LOCALE: Locale = 'es'

export const LANGUAGE_NAMES: Record<Locale, string> = { es: 'Spanish', en: 'English' }

export const isLocale = (value: string): value is Locale =>
  (LOCALES as readonly string[]).includes(value)

export const otherLocale = (locale: Locale): Locale => (locale === 'es' ? 'en' : 'es')
