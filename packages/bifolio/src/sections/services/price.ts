import type { Service } from '../../content'
import type { Locale } from '../../i18n/locales'

/** The amount as the page's language writes money: `4500 €`, `€4,500`. */
export function formatPrice(price: NonNullable<Service['price']>, locale: Locale): string {
  return new Intl.NumberFormat(locale, {
    style: 'currency',
    currency: price.currency,
    maximumFractionDigits: 0,
  }).format(price.from)
}
