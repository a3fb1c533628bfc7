import type { Availability, Messages } from '../../content'
import type { Locale } from '../../i18n/locales'
import { formatDay } from '../../lib/format-day'

/** `now`, `from` or `booked` as of `today` (`YYYY-MM-DD`): a date already reached reads as now. */
export function availabilityOn(availability: Availability, today: string): Availability['status'] {
  return availability.status === 'from' && availability.date <= today ? 'now' : availability.status
}

/** The hero's line in the page's language, as of `today`. */
export function availabilityLine(
  availability: Availability,
  words: NonNullable<Messages['availability']>,
  locale: Locale,
  today: string,
): string {
  const status = availabilityOn(availability, today)
  if (status === 'from' && availability.status === 'from') {
    return words.from.replace('{date}', formatDay(availability.date, locale))
  }
  return status === 'booked' ? words.booked : words.now
}
