import { COPYRIGHT_YEAR, owner, socialLinks } from '../content'
import { useLocale, useT } from '../i18n/i18n-provider'
import { pathFor } from '../i18n/routes'
import { format } from '../lib/format'
import { Icon } from '../ui/icon'
import './footer.css'

export function Footer() {
  const t = useT()
  const { locale } = useLocale()
  return (
    <footer className="site-footer">
      <div className="site-footer__inner">
        <p className="site-footer__brand" translate="no">
          {owner.name}
        </p>
        <ul className="site-footer__social" aria-label={t.hero.socialRailLabel}>
          {socialLinks.map((link) => (
            <li key={link.id}>
              <a
                className="site-footer__icon-link"
                href={link.href}
                aria-label={t.social[link.id]}
                {...(link.id === 'mail' ? {} : { target: '_blank', rel: 'noopener noreferrer' })}
              >
                <Icon name={link.icon} size={20} />
              </a>
            </li>
          ))}
        </ul>
        <ul className="site-footer__legal" aria-label={t.footer.legal}>
          <li>
            <a href={pathFor(locale, 'imprint')}>{t.legal.imprint.title}</a>
          </li>
          <li>
            <a href={pathFor(locale, 'privacy')}>{t.legal.privacy.title}</a>
          </li>
        </ul>
        <p className="site-footer__copyright">
          {format(t.footer.copyright, { year: COPYRIGHT_YEAR })}
        </p>
      </div>
    </footer>
  )
}
