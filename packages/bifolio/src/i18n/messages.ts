/**
 * The owner's words, a chunk per language: a page waits for its own language's before React
 * starts (entry-client.tsx; the inline loader fetches it beside the entry), and for the
 * other's when the visitor switches (switch-readiness.ts, fetched ahead as the pointer or the
 * keyboard reaches the toggle). The prerenderer and the tests load both.
 */
import chunks from 'virtual:owner-word-chunks'
import type { Messages, PageMessages } from '../content/types'
import { ofLocale, type Locale } from './locales'

const loaded: Partial<Record<Locale, PageMessages>> = {}
const loading = new Map<Locale, Promise<void>>()

/** Fetches `locale`'s words once; null once they are here. A failed fetch may be tried again. */
export function loadMessages(locale: Locale): Promise<void> | null {
  if (loaded[locale]) return null
  let load = loading.get(locale)
  if (!load) {
    // Not `loadedModule`: a switch must see words that cannot come, and lead to their page.
    // The import is empty when the page is being left; that is a failure here too.
    load = ofLocale(chunks, locale)().then(
      (module: { default: PageMessages } | undefined) => {
        if (!module) throw new Error(`No ${locale} words`)
        loaded[locale] = module.default
      },
      (error: unknown) => {
        loading.delete(locale)
        throw error
      },
    )
    loading.set(locale, load)
  }
  return load
}

/** Words already at hand: the prerenderer and the tests hold both languages' (content/words.ts). */
export function provideMessages(words: Readonly<Partial<Record<Locale, Messages>>>): void {
  Object.assign(loaded, words)
}

/** Whether `locale`'s words are here. */
export function hasMessages(locale: Locale): boolean {
  return loaded[locale] !== undefined
}

/** `locale`'s words, which must have been loaded (`loadMessages`). */
export function messages(locale: Locale): PageMessages {
  const words = loaded[locale]
  if (!words) throw new Error(`${locale} words used before loaded`)
  return words
}
