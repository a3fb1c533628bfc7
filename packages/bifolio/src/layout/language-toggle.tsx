import { createContext, useContext, type ReactNode } from 'react'
import { useChosenLocale, useLocale, useRoute, useT } from '../i18n/i18n-provider'
import { LOCALES, nextLocale, storedLanguage, type Locale } from '../i18n/locales'
import { loadSwitchCode } from '../i18n/switch-code'
import { Icon } from '../ui/icon'
import './language-toggle.css'

export interface ToggleProps {
  /** The language chosen last, which the toggle marks. */
  locale: Locale
  /** The language it leads to. */
  next: Locale
}

/**
 * A page other than the landing page hands the toggles its link to the other language
 * (language-link.tsx, with PageShell), so the landing page's code carries none of it.
 */
export const LanguageLinkContext = createContext<((props: ToggleProps) => ReactNode) | null>(null)

/**
 * Shows both codes with the current one marked and names the switch it makes. The name starts
 * with the visible codes so voice control users can say what they see (WCAG 2.5.3).
 *
 * The landing page holds both languages' words, so there it is a button that switches in
 * place. A case study or the projects index holds one language: there it is a link to the
 * same page in the other language (language-link.tsx).
 */
export function LanguageToggle() {
  const { setLocale } = useLocale()
  // The choice, not the words' language: it flips on the press, and a second quick press
  // switches back rather than asking again for the language already on its way.
  const locale = useChosenLocale()
  const route = useRoute()
  const languageLink = useContext(LanguageLinkContext)
  const next = nextLocale(locale)
  if (route.kind !== 'page' && route.kind !== 'not-found') {
    return languageLink?.({ locale, next })
  }
  return (
    <button
      type="button"
      className="language-toggle"
      data-testid="language-toggle"
      onClick={() => setLocale(next)}
      // A pointer over it (a finger's enters before it presses) or the keyboard on it: the
      // other language's page is fetched now, so the switch has its words when pressed.
      onPointerEnter={() => prepare(next)}
      onFocus={() => prepare(next)}
    >
      <ToggleContent locale={locale} />
    </button>
  )
}

/** Fetches the switch's code, and through it `locale`'s words and static parts, ahead. */
function prepare(locale: Locale): void {
  loadSwitchCode().then(
    ({ prepareSwitch }) => prepareSwitch(locale),
    () => undefined,
  )
}

export function ToggleContent({ locale }: { locale: Locale }) {
  const t = useT()
  const codes: ReactNode = LOCALES.map((code) => (
    <span
      key={code}
      className="language-toggle__code"
      data-current={code === locale ? 'true' : undefined}
    >
      {storedLanguage(code)}
    </span>
  ))
  return (
    <>
      {/* Shown in the bottom bar only, over the codes. */}
      <Icon name="lucide:languages" size={22} className="language-toggle__icon" />
      <span className="language-toggle__codes">{codes}</span>
      <span className="sr-only">{t.language.toggleLabel}</span>
    </>
  )
}
