import { navigation } from '../content'
import { useLocale, useT } from '../i18n/i18n-provider'
import { otherLocale } from '../i18n/locales'
import { useActiveSection } from './active-section'

export function NavBar() {
  const t = useT()
  const { locale, setLocale } = useLocale()
  const { active, selectFromNav } = useActiveSection()
  return (
    <nav className="nav-bar" aria-label={t.nav.label}>
      <ul>
        {navigation.map((item) => (
          <li key={item.id}>
            <a
              href={`#${item.id}`}
              aria-current={active === item.id ? 'true' : undefined}
              onClick={() => selectFromNav(item.id)}
            >
              {t.nav.sections[item.id]}
            </a>
          </li>
        ))}
      </ul>
      <button
        type="button"
        data-testid="language-toggle"
        aria-label={t.language.toggleLabel}
        onClick={() => setLocale(otherLocale(locale))}
      >
        {t.language.other}
      </button>
    </nav>
  )
}
