import type { Locale } from '../i18n/locales'

/**
 * The HTML of the page's static parts (static-part.tsx) per language: the prerendered page's
 * own, read before React starts, and the other language's, read from its prerendered page when
 * the visitor is likely to switch. A part this holds is shown as it is, by no React code; in
 * development, which has no prerendered HTML, React draws each from its component.
 */

/**
 * Whether this bundle draws static parts from their code: the prerenderer's does, and so does
 * development's, whose page has no prerendered HTML. A built page's never does (its static
 * parts come as HTML, the other language's from its page), so it carries none of their code.
 */
export const DRAWS_STATIC_PARTS = import.meta.env.SSR || import.meta.env.DEV

/** What stands for a static part's code in a bundle that never draws it. */
export function NotDrawn(): null {
  return null
}

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
 * Whether a page in `locale` can be shown here: its static parts are at hand, or this page has
 * none, or this bundle draws them from their code (development).
 */
export function canShowStaticParts(locale: Locale, drawsThem = DRAWS_STATIC_PARTS): boolean {
  return drawsThem || !hasStaticParts() || parts[locale].size > 0
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
        if (html) read(locale, new DOMParser().parseFromString(html, 'text/html'))
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
