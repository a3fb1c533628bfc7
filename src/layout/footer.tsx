import { COPYRIGHT_YEAR, socialLinks } from '../content'
import { useT } from '../i18n/i18n-provider'
import { format } from '../lib/format'
import { Icon } from '../ui/icon'

export function Footer() {
  const t = useT()
  return (
    <footer className="site-footer">
      <p>{format(t.footer.copyright, { year: COPYRIGHT_YEAR })}</p>
      <ul>
        {socialLinks.map((link) => (
          <li key={link.id}>
            <a
              href={link.href}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={t.social[link.id]}
            >
              <Icon name={link.icon} />
            </a>
          </li>
        ))}
      </ul>
    </footer>
  )
}
