import type { ReactNode } from 'react'
import { useChosenLocale, useLocale, useRoute, useT } from '../i18n/i18n-provider'
import {
  LANGUAGE_STORAGE_KEY,
  LOCALES,
  STORED_LANGUAGE,
  otherLocale,
  type Locale,
} from '../i18n/locales'
import { counterpart, pathOf } from '../i18n/routes'
import { isWrittenIn } from '../content/articles'
import { loadSwitchCode } from '../i18n/switch-code'
import { writeStorage } from '../lib/storage'
import { Icon } from '../ui/icon'
import './language-toggle.css'

/**
 * Shows both codes with the current one marked and names the switch it makes. The name starts
 * with the visible codes so voice control users can say what they see (WCAG 2.5.3).
 *
 * The landing page holds both languages' words, so there it is a button that switches in
 * place. A case study or the projects index holds one language: there it is a link to the
 * same page in the other language, which also works before (or without) the code.
 */
export function LanguageToggle({ variant }: { variant: 'bar' | 'compact' }) {
  const { setLocale } = useLocale()
  // The choice, not the words' language: it flips on the press, and a second quick press
  // switches back rather than asking again for the language already on its way.
  const locale = useChosenLocale()
  const route = useRoute()
  const next = otherLocale(locale)
  const className = `language-toggle language-toggle--${variant}`
  const content = <ToggleContent variant={variant} locale={locale} />
  if (route.kind === 'page' || route.kind === 'not-found') {
    return (
      <button
        type="button"
        className={className}
        data-testid="language-toggle"
        onClick={() => setLocale(next)}
        // A pointer over it, a finger on it or the keyboard on it: the other language's page
        // is fetched now, so the switch has its words when pressed.
        onPointerEnter={() => prepare(next)}
        onPointerDown={() => prepare(next)}
        onFocus={() => prepare(next)}
      >
        {content}
      </button>
    )
  }
  // An article not written in the other language has that language's index instead.
  const href = pathOf(counterpart(route, next, isWrittenIn))
  return (
    <a
      className={className}
      data-testid="language-toggle"
      href={href}
      hrefLang={next}
      onClick={(event) => {
        writeStorage(LANGUAGE_STORAGE_KEY, STORED_LANGUAGE[next])
        // A filtered projects index stays filtered in the other language.
        event.currentTarget.href = href + window.location.search
      }}
    >
      {content}
    </a>
  )
}

/** Fetches the switch's code, and through it `locale`'s words and static parts, ahead. */
function prepare(locale: Locale): void {
  loadSwitchCode().then(
    ({ prepareSwitch }) => prepareSwitch(locale),
    () => undefined,
  )
}

function ToggleContent({ variant, locale }: { variant: 'bar' | 'compact'; locale: Locale }) {
  const t = useT()
  const codes: ReactNode = LOCALES.map((code) => (
    <span
      key={code}
      className="language-toggle__code"
      data-current={code === locale ? 'true' : undefined}
    >
      {STORED_LANGUAGE[code]}
    </span>
  ))
  return (
    <>
      {variant === 'compact' && <Icon name="lucide:languages" size={22} />}
      <span className="language-toggle__codes">{codes}</span>
      <span className="sr-only">{t.language.toggleLabel}</span>
    </>
  )
}
