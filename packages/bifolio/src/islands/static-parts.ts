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

/**
 * Keeps the static parts found under `root` as `locale`'s: the prerendered page's own, as they
 * are before any code touches them, or another page's.
 */
export function keepStaticParts(locale: Locale, root: ParentNode = document): void {
  for (const element of root.querySelectorAll(`[${STATIC_PART_ATTRIBUTE}]`)) {
    const name = element.getAttribute(STATIC_PART_ATTRIBUTE)
    if (name) parts[locale].set(name, element.innerHTML)
  }
}

/** A static part's HTML in `locale`, if the page has it. */
export function staticPart(locale: Locale, name: string): string | undefined {
  return parts[locale].get(name)
}

/** How many static parts `locale` has at hand. */
export function staticPartCount(locale: Locale): number {
  return parts[locale].size
}
