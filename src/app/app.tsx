import { I18nProvider } from '../i18n/i18n-provider'
import type { Route } from '../i18n/routes'
import { LegalDialog } from '../layout/legal-dialog'
import { NotFoundPage } from '../layout/not-found-page'
import { LandingPage } from './landing-page'
import { LocalizedToastProvider } from './localized-toast-provider'

/** The whole application for one route; the client and the prerenderer both render this. */
export function App({ route }: { route: Route }) {
  return (
    <I18nProvider initialLocale={route.locale}>
      <LocalizedToastProvider>
        {route.kind === 'not-found' ? (
          <NotFoundPage />
        ) : (
          <>
            <LandingPage />
            <LegalDialog initialPage={route.page} />
          </>
        )}
      </LocalizedToastProvider>
    </I18nProvider>
  )
}
