/**
 * A site in three languages, one written right to left: English, Arabic and French, English
 * first. Their words are the engine's; the engine has no Arabic, so the fixture's Arabic is its
 * English with every text marked, which a page in the wrong language would not show.
 */
import { afterAll, beforeAll } from 'vitest'
import { WORDS } from '../src/content/words.ts'
import type { Messages } from '../src/content/types.ts'
import {
  DEFAULT_LOCALE,
  LOCALES,
  PATH_WORDS,
  setSiteLanguages,
  type Locale,
} from '../src/i18n/locales.ts'
import { engineWordsFor, type EngineWords } from '../src/words/engine-words.ts'

export const THREE_LANGUAGES: readonly Locale[] = ['en', 'ar', 'fr']

/** Every text of `words`, marked as the fixture's Arabic. */
function marked(words: unknown): unknown {
  if (typeof words === 'string') return `[ar] ${words}`
  if (Array.isArray(words)) return words.map(marked)
  if (typeof words !== 'object' || words === null) return words
  return Object.fromEntries(Object.entries(words).map(([key, value]) => [key, marked(value)]))
}

const isTree = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** `top` over `under`, group by group and word by word. */
function over(under: unknown, top: unknown): unknown {
  if (!isTree(under) || !isTree(top)) return top ?? under
  const keys = new Set([...Object.keys(under), ...Object.keys(top)])
  return Object.fromEntries([...keys].map((key) => [key, over(under[key], top[key])]))
}

/** The engine's words in `locale`, one of the fixture's languages. */
export function fixtureWords(locale: Locale): EngineWords {
  const english = engineWordsFor('en')
  if (!english) throw new Error('The engine has no English words')
  if (locale === 'ar') return marked(english) as EngineWords
  const words = engineWordsFor(locale)
  if (!words) throw new Error(`The engine has no words in ${locale}`)
  return words
}

/**
 * Makes the fixture's languages the site's for the tests of one file, each with the site
 * under test's words (the owner's own, such as the form's choices) under the fixture's, and
 * puts the site's own back after them.
 */
export function inThreeLanguages(): void {
  const languages = [...LOCALES]
  const pathWords = PATH_WORDS
  const words = WORDS as Partial<Record<Locale, Messages>>
  const saved = { ...words }
  beforeAll(() => {
    const site = words[DEFAULT_LOCALE]
    // Addresses in Latin letters: the Arabic's are English's, not marked.
    const paths = THREE_LANGUAGES.map((locale) => [
      locale,
      (engineWordsFor(locale) ?? fixtureWords('en')).paths,
    ])
    setSiteLanguages(THREE_LANGUAGES, Object.fromEntries(paths))
    for (const locale of THREE_LANGUAGES) {
      words[locale] = over(site, fixtureWords(locale)) as Messages
    }
  })
  afterAll(() => {
    setSiteLanguages(languages, pathWords)
    for (const locale of THREE_LANGUAGES) Reflect.deleteProperty(words, locale)
    Object.assign(words, saved)
  })
}
