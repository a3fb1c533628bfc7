/**
 * `2027-01-11` as a language writes a day: `11 de enero de 2027`, `January 11, 2027`. The day
 * is read in UTC, so the prerendered page and every visitor's browser write the same one.
 */
export function formatDay(isoDate: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${isoDate}T00:00:00Z`),
  )
}
