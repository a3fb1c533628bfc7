import { availability as availabilityWords } from 'virtual:owner-words-of/availability'
import { useSyncExternalStore } from 'react'
import { availability } from '../../content/client-facts'
import { useLocale, usePartWords } from '../../i18n/i18n-provider'
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
  const availabilityT = usePartWords(availabilityWords)
  const { locale } = useLocale()
  const day = useSyncExternalStore(noChange, today, buildDay)
  if (!availability || !availabilityT) return null
  const status = availabilityOn(availability, day)
  return (
    <p className="availability" data-testid="availability" data-status={status}>
      {availabilityLine(availability, availabilityT, locale, day)}
      {availabilityT.note && <span className="availability__note"> {availabilityT.note}</span>}
    </p>
  )
}
