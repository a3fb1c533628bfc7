import { lazy, Suspense } from 'react'
import { I18nProvider } from '../i18n/i18n-provider'
import type { Route } from '../i18n/routes'
import { LegalDialog } from '../layout/legal-dialog'
import { LandingPage } from './landing-page'
import { LocalizedToastProvider } from './localized-toast-provider'

// Only the 404 pages need it; they are prerendered, and hydration waits for the chunk.
const NotFoundPage = lazy(() =>
  import('../layout/not-found-page').then((module) => ({ default: module.NotFoundPage })),
)

/** The whole application for one route; the client and the prerenderer both render this. */
export function App({ route }: { route: Route }) {
  return (
    <I18nProvider initialLocale={route.locale}>
      <LocalizedToastProvider>
        {route.kind === 'not-found' ? (
          <Suspense fallback={null}>
            <NotFoundPage />
          </Suspense>
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
