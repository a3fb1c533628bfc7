/**
 * The resume's words in the starter's language it is written in, and the same words in the
 * other marked for translation, which the written file shows as a `# untranslated` comment
 * and the engine's check lists, so no untranslated word reaches a visitor unnoticed.
 */
import { LOCALES, type Locale } from '../locales.ts'
import { marked } from '../untranslated.ts'
import { fit, type Fitted } from './fit.ts'

export type InEach<T> = Record<Locale, T>

export const inEach = <T>(make: (locale: Locale) => T): InEach<T> =>
  Object.fromEntries(LOCALES.map((locale) => [locale, make(locale)])) as InEach<T>

const markedFitted = (value: Fitted): Fitted =>
  typeof value === 'string' ? marked(value) : { ...value, text: marked(value.text) }

/** `text` as written in `written`, marked in the other language; each fits `room`. */
export function writtenIn(written: Locale, text: string, room = Infinity): InEach<Fitted> {
  return inEach((locale) => (locale === written ? fit(text, room) : markedFitted(fit(text, room))))
}

/** The same, for words that are never shortened (a headline, a group's name). */
export function wordsIn(written: Locale, text: string): InEach<string> {
  return inEach((locale) => (locale === written ? text : marked(text)))
}
