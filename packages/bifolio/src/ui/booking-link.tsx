import { Icon } from './icon'
import './booking-link.css'

/**
 * The owner's scheduling page, beside the offers and the form. A plain link: nothing is fetched
 * from its host (no preconnect, no embed) until the visitor follows it.
 */
export function BookingLink({
  href,
  label,
  newTab,
  className,
}: {
  href: string
  label: string
  /** Said to screen readers after the label: the link opens a new tab. */
  newTab: string
  className: string
}) {
  return (
    <a
      className={`booking-link ${className}`}
      href={href}
      target="_blank"
      rel="noopener noreferrer"
    >
      <Icon name="lucide:calendar-clock" size={20} />
      {label} <span className="sr-only">{newTab}</span>
    </a>
  )
}
