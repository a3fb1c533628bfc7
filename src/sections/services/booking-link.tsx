import { useT } from '../../i18n/i18n-provider'
import { Icon } from '../../ui/icon'
import './booking-link.css'

/**
 * The owner's scheduling page. A plain link: nothing is fetched from its host (no preconnect,
 * no embed) until the visitor follows it.
 */
export function BookingLink({ href, className }: { href: string; className: string }) {
  const t = useT()
  const label = t.contact.bookCall
  if (!label) return null
  return (
    <a
      className={`booking-link ${className}`}
      href={href}
      target="_blank"
      rel="noopener noreferrer"
    >
      <Icon name="lucide:calendar-clock" size={20} />
      {label} <span className="sr-only">{t.projects.opensInNewTab}</span>
    </a>
  )
}
