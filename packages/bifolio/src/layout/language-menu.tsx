import { isWrittenIn } from '../content/articles'
import { useLocale, useRoute, useT } from '../i18n/i18n-provider'
import { ownName } from '../i18n/language-name'
import { LANGUAGE_STORAGE_KEY, LOCALES, storedLanguage, type Locale } from '../i18n/locales'
import { counterpart, pathOf, type Route } from '../i18n/routes'
import { writeStorage } from '../lib/storage'
import { Icon } from '../ui/icon'
import './language-toggle.css'
import './language-menu.css'

/** The same page in `locale`: an article's index where it is not written in it, home for a 404. */
function pageIn(route: Route, locale: Locale): string {
  if (route.kind === 'not-found') return pathOf({ kind: 'page', page: 'home', locale })
  return pathOf(counterpart(route, locale, isWrittenIn))
}

/**
 * The language switch of a site in three languages or more: a disclosure listing every
 * language by its own name, each a link to the same page in it, which works without the code.
 */
export function LanguageMenu({ variant }: { variant: 'bar' | 'compact' }) {
  const t = useT()
  const { locale } = useLocale()
  const route = useRoute()
  return (
    <details className={`language-menu language-menu--${variant}`} data-testid="language-toggle">
      <summary className={`language-toggle language-toggle--${variant}`}>
        {variant === 'compact' && <Icon name="lucide:languages" size={22} />}
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
              onClick={() => writeStorage(LANGUAGE_STORAGE_KEY, storedLanguage(other))}
            >
              {ownName(other)}
            </a>
          </li>
        ))}
      </ul>
    </details>
  )
}
