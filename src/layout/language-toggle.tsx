import { useLocale, useT } from '../i18n/i18n-provider'
import { LOCALES, STORED_LANGUAGE, otherLocale } from '../i18n/locales'
import { Icon } from '../ui/icon'
import './language-toggle.css'

/**
 * A real button: shows both codes with the current one marked, names the switch it makes.
 * The name starts with the visible codes so voice control users can say what they see
 * (WCAG 2.5.3 Label in Name).
 */
export function LanguageToggle({ variant }: { variant: 'bar' | 'compact' }) {
  const t = useT()
  const { locale, setLocale } = useLocale()
  return (
    <button
      type="button"
      className={`language-toggle language-toggle--${variant}`}
      data-testid="language-toggle"
      onClick={() => setLocale(otherLocale(locale))}
    >
      {variant === 'compact' && <Icon name="lucide:languages" size={22} />}
      <span className="language-toggle__codes">
        {LOCALES.map((code) => (
          <span
            key={code}
            className="language-toggle__code"
            data-current={code === locale ? 'true' : undefined}
          >
            {STORED_LANGUAGE[code]}
          </span>
        ))}
      </span>
      <span className="sr-only">{t.language.toggleLabel}</span>
    </button>
  )
}
