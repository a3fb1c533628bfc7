import { socialLinks } from '../content'
import { useT } from '../i18n/i18n-provider'
import { useTheme } from '../theme/use-theme'

export function FloatingMenu() {
  const t = useT()
  const { theme, toggleTheme } = useTheme()
  return (
    <div className="floating-menu" data-testid="floating-menu">
      <button
        type="button"
        data-testid="theme-toggle"
        aria-pressed={theme === 'dark'}
        aria-label={t.theme.toggleLabel}
        onClick={toggleTheme}
      >
        {theme === 'dark' ? '☾' : '☀'}
      </button>
      <ul aria-label={t.floatingMenu.label}>
        {socialLinks.map((link) => (
          <li key={link.id}>
            <a href={link.href} aria-label={t.social[link.id]}>
              {link.id}
            </a>
          </li>
        ))}
      </ul>
    </div>
  )
}
