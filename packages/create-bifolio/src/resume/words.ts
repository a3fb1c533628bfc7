/**
 * The few words of a resume that have one right translation: language names (through the
 * runtime's own Intl data), the usual fluency levels (LinkedIn's five, the common single words,
 * CEFR codes), and country names. Everything else is written in both languages as the resume
 * has it, for the owner to translate.
 */
import { LOCALES, type Locale } from '../locales.ts'

export type Localized = Record<Locale, string>

/** The languages a resume most often lists, by ISO 639-1 code. */
const LANGUAGE_CODES = [
  'es', 'en', 'fr', 'de', 'it', 'pt', 'ca', 'eu', 'gl', 'nl', 'sv', 'da', 'no', 'fi', 'pl',
  'cs', 'sk', 'hu', 'ro', 'bg', 'el', 'ru', 'uk', 'tr', 'ar', 'he', 'hi', 'zh', 'ja', 'ko',
] // prettier-ignore

/** Lowercase, without accents or spaces: how two spellings of one word are compared. */
export const folded = (text: string): string =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/[\s._-]+/g, '')

const capitalised = (text: string) => text.charAt(0).toLocaleUpperCase() + text.slice(1)

function namesIn(type: 'language' | 'region', code: string): Localized {
  const entries = LOCALES.map((locale) => {
    const name = new Intl.DisplayNames([locale], { type }).of(code) ?? code
    return [locale, capitalised(name)]
  })
  return Object.fromEntries(entries) as Localized
}

const LANGUAGES = new Map(
  LANGUAGE_CODES.flatMap((code) => {
    const names = namesIn('language', code)
    return LOCALES.map((locale) => [folded(names[locale]), names] as const)
  }),
)

/**
 * Levels in both languages, LinkedIn's in the words of its Spanish interface; `also` are other
 * ways a resume writes the same level.
 */
const LEVELS: Array<Localized & { also?: string[] }> = [
  { en: 'Native or bilingual proficiency', es: 'Competencia bilingüe o nativa' },
  { en: 'Full professional proficiency', es: 'Competencia profesional completa' },
  { en: 'Professional working proficiency', es: 'Competencia básica profesional' },
  { en: 'Limited working proficiency', es: 'Competencia básica limitada' },
  { en: 'Elementary proficiency', es: 'Competencia básica' },
  { en: 'Native', es: 'Nativo', also: ['Native speaker', 'Mother tongue', 'Lengua materna'] },
  { en: 'Bilingual', es: 'Bilingüe' },
  { en: 'Fluent', es: 'Fluido' },
  { en: 'Advanced', es: 'Avanzado' },
  { en: 'Intermediate', es: 'Intermedio' },
  { en: 'Basic', es: 'Básico' },
  { en: 'Beginner', es: 'Principiante' },
]

const LEVEL_BY_WORDS = new Map(
  LEVELS.flatMap(({ also = [], ...level }) =>
    [...LOCALES.map((locale) => level[locale]), ...also].map(
      (words) => [folded(words), level] as const,
    ),
  ),
)

const same = (text: string): Localized =>
  Object.fromEntries(LOCALES.map((locale) => [locale, text])) as Localized

/** A language's name in each language, and whether it was known (else the resume's words). */
export function languageName(name: string): { words: Localized; isKnown: boolean } {
  const known = LANGUAGES.get(folded(name))
  return known ? { words: known, isKnown: true } : { words: same(name), isKnown: false }
}

/** A fluency level in each language, and whether it was known. A CEFR code reads the same. */
export function levelWords(level: string): { words: Localized; isKnown: boolean } {
  if (/^[ABC][12]$/i.test(level.trim()))
    return { words: same(level.trim().toUpperCase()), isKnown: true }
  const known = LEVEL_BY_WORDS.get(folded(level))
  return known ? { words: known, isKnown: true } : { words: same(level), isKnown: false }
}

/**
 * "Valencia, España" / "Valencia, Spain": a city and its country in each language. A country
 * given by name rather than by its ISO code ("Venezuela") is shown as written.
 */
export function placeWords(
  city: string | undefined,
  countryCode: string | undefined,
  region?: string,
) {
  const country = !countryCode
    ? undefined
    : /^[A-Za-z]{2}$/.test(countryCode.trim())
      ? namesIn('region', countryCode.trim().toUpperCase())
      : same(countryCode.trim())
  const parts = (locale: Locale) =>
    [city, country?.[locale] ?? region].filter((part): part is string => Boolean(part))
  if (!city && !country && !region) return undefined
  return Object.fromEntries(
    LOCALES.map((locale) => [locale, parts(locale).join(', ')]),
  ) as Localized
}
