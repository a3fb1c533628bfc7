/** A BCP 47 language tag as the owner's content spells it: `es`, `en`, `pt-BR`. */
export type Locale = string

/** The languages of a site whose content names none, in their order. */
export const DEFAULT_LANGUAGES: readonly Locale[] = ['es', 'en']

/**
 * The site's languages in the owner's order, the first served at `/`. Live bindings: every
 * bundle and the build set them once from the content (`setSiteLanguages`) before anything
 * reads them, so the many modules that ask need not be handed the list.
 */
export let LOCALES: readonly Locale[] = [...DEFAULT_LANGUAGES]
export let DEFAULT_LOCALE: Locale = 'es'

/** A language's words in the site's addresses: `proyectos` and `blog` of `/proyectos/`, `/blog/`. */
export interface PathWords {
  projects: string
  articles: string
}

/** Each language's path words, set with the languages: the routes are built and read with them. */
export let PATH_WORDS: Readonly<Partial<Record<Locale, PathWords>>> = {}

/**
 * Makes `languages` (the content's list, never empty) the site's, with each one's path words.
 * A bundle that draws no index nor reads an index's address may set none.
 */
export function setSiteLanguages(
  languages: readonly Locale[],
  pathWords: Readonly<Partial<Record<Locale, PathWords>>>,
): void {
  const [first] = languages
  if (first === undefined) throw new Error('No languages')
  LOCALES = languages
  DEFAULT_LOCALE = first
  PATH_WORDS = pathWords
}

/**
 * The localStorage key and the values saved under it: the tag in upper case (`ES`, `PT-BR`).
 * Returning visitors' browsers hold them, so they stay as they are.
 */
export const LANGUAGE_STORAGE_KEY = 'language'
export function storedLanguage(locale: Locale): string {
  return locale.toUpperCase()
}

/** A class on <html> while Spanish is shown, a hook kept for outside styles (`e2e/routes.spec.ts`). */
export const SPANISH_ROOT_CLASS = 'ES'

/** The language the switch leads to from `locale`: the next of the list, round to the first. */
export function nextLocale(locale: Locale): Locale {
  const index = LOCALES.indexOf(locale)
  return LOCALES[(index + 1) % LOCALES.length] ?? DEFAULT_LOCALE
}

/** Every language of the site but `locale`, in the site's order. */
export function otherLocales(locale: Locale): Locale[] {
  return LOCALES.filter((other) => other !== locale)
}

/** A language the content names (`language` of `profile.json`), else the site's default. */
export function localeOr(value: string | undefined): Locale {
  return LOCALES.find((locale) => locale === value) ?? DEFAULT_LOCALE
}

/** `locale`'s entry of a record that holds every language of the site, as the build checks. */
export function ofLocale<T>(byLocale: Readonly<Partial<Record<Locale, T>>>, locale: Locale): T {
  const entry = byLocale[locale]
  if (entry === undefined) throw new Error(`No ${locale} entry`)
  return entry
}
