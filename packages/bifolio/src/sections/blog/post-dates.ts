import type { Locale } from '../../i18n/locales'

/** `2026-03-14` as its language writes it: `14 de marzo de 2026`, `March 14, 2026`. */
export function formatDay(day: string, locale: Locale): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${day}T00:00:00Z`),
  )
}
