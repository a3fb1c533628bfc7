import { navigation } from '../content'
import { useT } from '../i18n/i18n-provider'
import { Icon } from '../ui/icon'
import { useActiveSection } from './active-section'
import { COMPACT_NAV_ID } from './compact-nav-id'
import { hasLanguageSwitch, LanguageSwitch } from './language-switch'
import './compact-nav.css'

/** The fixed bottom bar of screens 1024 px wide and narrower: icons with short labels. */
export function CompactNav() {
  const t = useT()
  const { active, selectFromNav, sectionHref } = useActiveSection()
  return (
    <nav className="compact-nav" id={COMPACT_NAV_ID} aria-label={t.nav.compactLabel}>
      <ul className="compact-nav__items">
        {navigation.map((item) => (
          <li key={item.id}>
            <a
              className="compact-nav__link"
              href={sectionHref(item.id)}
              aria-current={active === item.id ? 'true' : undefined}
              onClick={(event) => selectFromNav(item.id, event)}
            >
              <span className="compact-nav__icon">
                <Icon name={item.icon} size={22} />
              </span>
              <span className="compact-nav__label">{t.nav.sections[item.id]}</span>
            </a>
          </li>
        ))}
        {hasLanguageSwitch() && (
          <li>
            <LanguageSwitch variant="compact" />
          </li>
        )}
      </ul>
    </nav>
  )
}
