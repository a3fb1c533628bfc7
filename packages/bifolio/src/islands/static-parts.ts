import type { Locale } from '../i18n/locales'

/**
 * The HTML of the page's static parts (static-part.tsx) per language: the prerendered page's
 * own, read before React starts, and the other language's, read from its prerendered page when
 * the visitor is likely to switch. A part this holds is shown as it is, by no React code, in
 * development as in a built site (the dev server prerenders each page it serves).
 */

/** What stands for a static part's code in the browser, which never draws it. */
export function NotDrawn(): null {
  return null
}

/** The attribute that names a static part in the prerendered HTML. */
export const STATIC_PART_ATTRIBUTE = 'data-static'

const parts = new Map<Locale, Map<string, string>>()

/** `locale`'s parts, kept from the first time it is asked for. */
function partsOf(locale: Locale): Map<string, string> {
  let kept = parts.get(locale)
  if (!kept) {
    kept = new Map()
    parts.set(locale, kept)
  }
  return kept
}

/**
 * Keeps the static parts found under `root` as `locale`'s: the prerendered page's own, as they
 * are before any code touches them, or another page's.
 */
export function keepStaticParts(locale: Locale, root: ParentNode = document): void {
  for (const element of root.querySelectorAll(`[${STATIC_PART_ATTRIBUTE}]`)) {
    const name = element.getAttribute(STATIC_PART_ATTRIBUTE)
    if (name) partsOf(locale).set(name, element.innerHTML)
  }
}

/** A static part's HTML in `locale`, if the page has it. */
export function staticPart(locale: Locale, name: string): string | undefined {
  return parts.get(locale)?.get(name)
}

/** How many static parts `locale` has at hand. */
export function staticPartCount(locale: Locale): number {
  return parts.get(locale)?.size ?? 0
}
