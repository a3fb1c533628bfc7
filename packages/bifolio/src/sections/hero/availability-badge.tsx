import { useSyncExternalStore } from 'react'
import { availability } from '../../content/client-facts'
import { useLocale, useT } from '../../i18n/i18n-provider'
import { availabilityLine, availabilityOn } from './availability-line'

const today = () => new Date().toISOString().slice(0, 10)
const buildDay = () => __BUILD_DATE__
const noChange = () => () => {}

/**
 * The owner's availability under the name. The prerendered page says it as of the build day;
 * hydration then reads today's date, so a page built before a "from" date says "available
 * now" once that day has come.
 */
export function AvailabilityBadge() {
  const t = useT()
  const { locale } = useLocale()
  const day = useSyncExternalStore(noChange, today, buildDay)
  if (!availability || !t.availability) return null
  const status = availabilityOn(availability, day)
  return (
    <p className="availability" data-testid="availability" data-status={status}>
      {availabilityLine(availability, t.availability, locale, day)}
      {t.availability.note && <span className="availability__note"> {t.availability.note}</span>}
    </p>
  )
}
