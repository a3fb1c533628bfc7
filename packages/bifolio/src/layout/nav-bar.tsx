import { navigation, owner } from '../content'
import { useT } from '../i18n/i18n-provider'
import { Icon } from '../ui/icon'
import { useActiveSection } from './active-section'
import { hasLanguageSwitch, LanguageSwitch } from './language-switch'
import { useIsSticky } from './use-is-sticky'
import './nav-bar.css'

/**
 * The site's one navigation, drawn once for every width: the stylesheet makes it a bar at the
 * top above 1024 px (the owner's name, the section names) and a bar fixed at the bottom at
 * 1024 px and below (an icon over each short name), so the prerendered page is right for every
 * width before, or without, the code.
 */
export function NavBar() {
  const t = useT()
  const { active, selectFromNav, sectionHref } = useActiveSection()
  const isSticky = useIsSticky()
  return (
    // Only while sticky: the prerendered page carries nothing for the bar at the top.
    <nav className="nav-bar" aria-label={t.nav.label} data-sticky={isSticky ? 'true' : undefined}>
      <div className="nav-bar__inner">
        <a
          className="nav-bar__brand"
          href={sectionHref('home')}
          onClick={(event) => selectFromNav('home', event)}
        >
          {owner.name}
        </a>
        <ul className="nav-bar__links">
          {navigation.map((item) => (
            <li key={item.id}>
              <a
                className="nav-bar__link"
                href={sectionHref(item.id)}
                aria-current={active === item.id ? 'true' : undefined}
                onClick={(event) => selectFromNav(item.id, event)}
              >
                <span className="nav-bar__icon">
                  <Icon name={item.icon} size={22} />
                </span>
                <span className="nav-bar__label">{t.nav.sections[item.id]}</span>
              </a>
            </li>
          ))}
        </ul>
        {hasLanguageSwitch() && <LanguageSwitch />}
      </div>
    </nav>
  )
}
