/**
 * The starter's languages, Spanish and English: its words files, its project pages and the
 * translations the resume import knows are written in them. A site may be in any languages
 * (`--languages`, BCP 47 tags); those the starter has no words for start from its English ones.
 */
export const LOCALES = ['es', 'en'] as const
export type Locale = (typeof LOCALES)[number]

/** A site's language as its content names it: `es`, `en`, `pt-BR`. */
export type LanguageTag = string

/** A site's languages when none are given, in order: the first is served at `/`. */
export const DEFAULT_LANGUAGES: readonly LanguageTag[] = [...LOCALES]

export const LANGUAGE_NAMES: Record<Locale, string> = { es: 'Spanish', en: 'English' }

const isLocale = (value: string): value is Locale => (LOCALES as readonly string[]).includes(value)

/** The starter's language a tag is written in (`en-GB` is en), if it has it. */
export function starterLocaleOf(tag: LanguageTag): Locale | undefined {
  const language = tag.trim().toLowerCase().split(/[-_]/)[0] ?? ''
  return isLocale(language) ? language : undefined
}

/** A tag as the engine reads it, `pt-BR` for `pt-br`, or undefined when it is not one. */
export function canonicalTag(tag: string): LanguageTag | undefined {
  if (!/^[a-z]{2,3}(-[a-z0-9]{2,8})*$/i.test(tag)) return undefined
  try {
    return Intl.getCanonicalLocales(tag)[0]
  } catch {
    return undefined
  }
}

/** A language's name in English, for the command's own lines: `Portuguese (Brazil)`. */
export const languageName = (tag: LanguageTag): string =>
  new Intl.DisplayNames(['en'], { type: 'language' }).of(tag) ?? tag
