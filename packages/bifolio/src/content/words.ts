/**
 * The words of every language at once, with the owner's `{name}` and `{email}` filled in at
 * build: for the server (its mails and plain answers), the prerenderer and the tests. The page
 * loads one language at a time instead (src/i18n/messages.ts), and the groups only some parts
 * show with those parts (content/word-groups.ts).
 */
import words from 'virtual:owner-words'
import { ofLocale, type Locale } from '../i18n/locales'
import type { Messages } from './types'

export const WORDS: Readonly<Partial<Record<Locale, Messages>>> = words

/** `locale`'s words, which every language of the site has. */
export function wordsIn(locale: Locale): Messages {
  return ofLocale(words, locale)
}
