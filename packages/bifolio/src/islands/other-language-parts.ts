import { LOCALES, type Locale } from '../i18n/locales'
import { keepStaticParts, staticPartCount } from './static-parts'

/**
 * The other language's static parts, read from its prerendered page when the visitor is about
 * to switch. Part of the language switch's code, which loads only then (i18n/switch-code.ts).
 */

const loading = new Map<string, Promise<void>>()
const loaded = new Set<string>()

/** Whether this page came with static parts, so the other language's are worth fetching. */
export function hasStaticParts(): boolean {
  return LOCALES.some((locale) => staticPartCount(locale) > 0)
}

/** Whether a page in `locale` can be shown here: its static parts are at hand, or this page has none. */
export function canShowStaticParts(locale: Locale): boolean {
  return !hasStaticParts() || staticPartCount(locale) > 0
}

/**
 * Reads the static parts of `url`, the same page in `locale`, once; null once they are here.
 * Never fails: a switch whose parts could not come leads to the other language's page.
 */
export function loadStaticParts(locale: Locale, url: string): Promise<void> | null {
  if (loaded.has(url)) return null
  let load = loading.get(url)
  if (!load) {
    load = fetch(url, { credentials: 'same-origin' })
      .then((response) => (response.ok ? response.text() : ''))
      .then((html) => {
        if (html) keepStaticParts(locale, new DOMParser().parseFromString(html, 'text/html'))
        loaded.add(url)
      })
      .catch(() => {
        // Offline, say: the language switch leads to that page instead.
        loading.delete(url)
      })
    loading.set(url, load)
  }
  return load
}
