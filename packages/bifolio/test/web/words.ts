/**
 * The languages of the site under test and the words of each, which the engine's unit tests
 * read: a test speaks the site's first language, or its second where it needs another, so it
 * holds on a site in any languages. The names are the browser tests' own.
 */
import { languages } from 'virtual:owner-content'
import { wordsIn } from '../../src/content/words'
import type { Locale } from '../../src/i18n/locales'
import type { Messages } from '../../src/content/types'

/** The site's languages in the owner's order, the first served at `/`. */
export const SITE_LANGS: readonly Locale[] = languages

/** The site's first language, at `/`, and the one after it (the first again on a site of one). */
export const [FIRST_LANG = 'es', SECOND_LANG = FIRST_LANG] = SITE_LANGS

/** The language the switch leads back to the first from: the last of the list. */
export const LAST_LANG: Locale = SITE_LANGS.at(-1) ?? FIRST_LANG

/** Whether the site has another language to switch to. */
export const HAS_SECOND_LANG = SITE_LANGS.length > 1

/** One language's words, which every language of the site has. */
export const wordsOf = (lang: Locale): Messages => wordsIn(lang)

/** The words of the first language and of the second. */
export const FIRST = wordsOf(FIRST_LANG)
export const SECOND = wordsOf(SECOND_LANG)

/** The landing page of a language: the first at `/`, each other under its tag in lower case. */
export const homeIn = (lang: Locale) => (lang === FIRST_LANG ? '/' : `/${lang.toLowerCase()}/`)

/** The saved choice of a language: its tag in upper case, as returning visitors' browsers hold it. */
export const storedLanguageOf = (lang: Locale) => lang.toUpperCase()
