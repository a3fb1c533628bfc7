export const LOCALES = ['es', 'en'] as const
export type Locale = (typeof LOCALES)[number]

export const DEFAULT_LOCALE: Locale = 'es'

/**
 * The localStorage key and the values saved under it. Returning visitors' browsers hold them,
 * so they stay as they are (`e2e/support/words.ts` spells them out).
 */
export const LANGUAGE_STORAGE_KEY = 'language'
export const STORED_LANGUAGE = { es: 'ES', en: 'EN' } as const satisfies Record<Locale, string>

/** A class on <html> while Spanish is shown, a hook kept for outside styles (`e2e/routes.spec.ts`). */
export const SPANISH_ROOT_CLASS = 'ES'

export function otherLocale(locale: Locale): Locale {
  return locale === 'es' ? 'en' : 'es'
}

/** A language the content names (`language` of `profile.json`), else the site's default. */
export function localeOr(value: string | undefined): Locale {
  return LOCALES.find((locale) => locale === value) ?? DEFAULT_LOCALE
}
