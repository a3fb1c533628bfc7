import type { Locale } from '../i18n/locales'

/**
 * The HTML of the page's static parts (static-part.tsx) per language: the prerendered page's
 * own, read before React starts, and the other language's, read from its prerendered page when
 * the visitor is likely to switch. A part this holds is shown as it is, by no React code; a
 * part it lacks is drawn by React from its component, as in development.
 */

/** The attribute that names a static part in the prerendered HTML. */
export const STATIC_PART_ATTRIBUTE = 'data-static'

const parts: Record<Locale, Map<string, string>> = { es: new Map(), en: new Map() }
const loading = new Map<string, Promise<void>>()
const loaded = new Set<string>()

function read(locale: Locale, root: ParentNode): void {
  for (const element of root.querySelectorAll(`[${STATIC_PART_ATTRIBUTE}]`)) {
    const name = element.getAttribute(STATIC_PART_ATTRIBUTE)
    if (name) parts[locale].set(name, element.innerHTML)
  }
}

/** Keeps the prerendered page's static parts, as they are before any code touches them. */
export function keepStaticParts(locale: Locale, root: ParentNode = document): void {
  read(locale, root)
}

/** A static part's HTML in `locale`, if the page has it. */
export function staticPart(locale: Locale, name: string): string | undefined {
  return parts[locale].get(name)
}

/** Whether this page came with static parts, so the other language's are worth fetching. */
export function hasStaticParts(): boolean {
  return parts.es.size > 0 || parts.en.size > 0
}

/**
 * Reads the static parts of `url`, the same page in `locale`, once; null once they are here.
 * Never fails: a part not read is drawn by React instead.
 */
export function loadStaticParts(locale: Locale, url: string): Promise<void> | null {
  if (loaded.has(url)) return null
  let load = loading.get(url)
  if (!load) {
    load = fetch(url, { credentials: 'same-origin' })
      .then((response) => (response.ok ? response.text() : ''))
      .then((html) => {
        if (html) read(locale, new DOMParser().parseFromString(html, 'text/html'))
        loaded.add(url)
      })
      .catch(() => {
        // Offline, say: the language switch draws these parts with React instead.
        loading.delete(url)
      })
    loading.set(url, load)
  }
  return load
}
