import { navigation, owner } from '../content'
import { useT } from '../i18n/i18n-provider'
import { useActiveSection } from './active-section'
import { CompactNav } from './compact-nav'
import { hasLanguageSwitch, LanguageSwitch } from './language-switch'
import { useIsSticky } from './use-is-sticky'
import './nav-bar.css'

/**
 * Both bars are always in the HTML; CSS shows the top bar above 1024 px and the bottom bar at
 * 1024 px and below, so the prerendered page is right for every width before hydration.
 */
export function NavBar() {
  return (
    <>
      <TopNav />
      <CompactNav />
    </>
  )
}

function TopNav() {
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
                {t.nav.sections[item.id]}
              </a>
            </li>
          ))}
        </ul>
        {hasLanguageSwitch() && <LanguageSwitch variant="bar" />}
      </div>
    </nav>
  )
}
