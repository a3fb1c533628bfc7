export const LOCALES = ['es', 'en'] as const
export type Locale = (typeof LOCALES)[number]

export const DEFAULT_LOCALE: Locale = 'es'

/** localStorage key and the values the contract fixes for it. */
export const LANGUAGE_STORAGE_KEY = 'language'
export const STORED_LANGUAGE = { es: 'ES', en: 'EN' } as const satisfies Record<Locale, string>

/** Class on <html> while Spanish is shown (the contract's hook). */
export const SPANISH_ROOT_CLASS = 'ES'

export function otherLocale(locale: Locale): Locale {
  return locale === 'es' ? 'en' : 'es'
}

export function localeFromStored(value: string | null): Locale | null {
  if (value === STORED_LANGUAGE.es) return 'es'
  if (value === STORED_LANGUAGE.en) return 'en'
  return null
}
