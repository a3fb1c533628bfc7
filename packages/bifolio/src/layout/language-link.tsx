import { existsIn } from '../i18n/page-exists'
import { useRoute } from '../i18n/i18n-provider'
import { LANGUAGE_STORAGE_KEY, storedLanguage } from '../i18n/locales'
import { counterpart, pathOf } from '../i18n/routes'
import { writeStorage } from '../lib/storage'
import { ToggleContent, type ToggleProps } from './language-toggle'

/**
 * The language toggle of a page that holds one language (a case study, the projects index, the
 * articles): a link to the same page in the other language, which also works before (or
 * without) the code. The pages around which PageShell stands hand it to the toggles, so the
 * landing page's code carries none of it.
 */
export function LanguageLink({ locale, next }: ToggleProps) {
  const route = useRoute()
  // An article or a project not written in the other language has that language's index instead.
  const href = pathOf(counterpart(route, next, existsIn))
  return (
    <a
      className="language-toggle"
      data-testid="language-toggle"
      href={href}
      hrefLang={next}
      onClick={(event) => {
        writeStorage(LANGUAGE_STORAGE_KEY, storedLanguage(next))
        // A filtered projects index stays filtered in the other language.
        event.currentTarget.href = href + window.location.search
      }}
    >
      <ToggleContent locale={locale} />
    </a>
  )
}
