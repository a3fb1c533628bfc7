import { existsIn } from '../i18n/page-exists'
import type { MouseEvent } from 'react'
import { useChosenLocale, useLocale, useRoute, useT } from '../i18n/i18n-provider'
import { ownName } from '../i18n/language-name'
import { LANGUAGE_STORAGE_KEY, LOCALES, storedLanguage, type Locale } from '../i18n/locales'
import { counterpart, pathOf, type Route } from '../i18n/routes'
import { loadSwitchCode } from '../i18n/switch-code'
import { writeStorage } from '../lib/storage'
import { Icon } from '../ui/icon'
import './language-toggle.css'
import './language-menu.css'

/** The same page in `locale`: the index where an article or a project is not written in it, home for a 404. */
function pageIn(route: Route, locale: Locale): string {
  if (route.kind === 'not-found') return pathOf({ kind: 'page', page: 'home', locale })
  return pathOf(counterpart(route, locale, existsIn))
}

/** A plain press, which a new tab or window (a modifier key, the middle button) is not. */
function isPlainPress(event: MouseEvent): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey
}

/** Fetches the switch's code, and through it `locale`'s words and static parts, ahead. */
function prepare(locale: Locale): void {
  loadSwitchCode().then(
    ({ prepareSwitch }) => prepareSwitch(locale),
    () => undefined,
  )
}

/**
 * The language switch of a site in three languages or more: a disclosure listing every
 * language by its own name, each a link to the same page in it, which works without the code.
 * The landing page holds every language's words, so there a press switches in place, keeping
 * the reading place, the hash and a half-typed message, as the two-language toggle does.
 */
export function LanguageMenu() {
  const t = useT()
  const { setLocale } = useLocale()
  // The choice, not the words' language: it shows at the press, before the words follow.
  const locale = useChosenLocale()
  const route = useRoute()
  const inPlace = route.kind === 'page' || route.kind === 'not-found'
  const choose = (event: MouseEvent<HTMLAnchorElement>, other: Locale) => {
    writeStorage(LANGUAGE_STORAGE_KEY, storedLanguage(other))
    if (!inPlace || !isPlainPress(event)) return
    event.preventDefault()
    event.currentTarget.closest('details')?.removeAttribute('open')
    if (other !== locale) setLocale(other)
  }
  return (
    <details className="language-menu" data-testid="language-toggle">
      <summary className="language-toggle">
        <Icon name="lucide:languages" size={22} className="language-toggle__icon" />
        <span className="language-toggle__code" data-current="true">
          {storedLanguage(locale)}
        </span>
        <span className="sr-only">{t.language.toggleLabel}</span>
      </summary>
      <ul className="language-menu__list">
        {LOCALES.map((other) => (
          <li key={other}>
            <a
              className="language-menu__link"
              href={pageIn(route, other)}
              lang={other}
              hrefLang={other}
              aria-current={other === locale ? 'true' : undefined}
              onClick={(event) => choose(event, other)}
              onPointerEnter={inPlace ? () => prepare(other) : undefined}
              onFocus={inPlace ? () => prepare(other) : undefined}
            >
              {ownName(other)}
            </a>
          </li>
        ))}
      </ul>
    </details>
  )
}
