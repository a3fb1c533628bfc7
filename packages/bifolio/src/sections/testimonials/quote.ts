import type { Testimonial } from '../../content/types'
import type { Locale } from '../../i18n/locales'

/** The quote in the page's language, or in the one it was said in, with that language. */
export function quoteIn(testimonial: Testimonial, locale: Locale): { text: string; lang: Locale } {
  const quotes: Readonly<Partial<Record<Locale, string>>> = testimonial.quote
  const own = quotes[locale]
  if (own) return { text: own, lang: locale }
  const [lang, text] = Object.entries(testimonial.quote).find(([, value]) => value) as [
    Locale,
    string,
  ]
  return { text, lang }
}

export function localized(value: Testimonial['role'], locale: Locale): string {
  if (typeof value === 'string') return value
  const byLocale: Readonly<Partial<Record<Locale, string>>> = value
  return byLocale[locale] ?? Object.values(value)[0] ?? ''
}
