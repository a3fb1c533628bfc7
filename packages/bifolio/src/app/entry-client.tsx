import { createRoot, hydrateRoot } from 'react-dom/client'
import { routeFromPath } from '../i18n/routes'
import { App } from './app'
import { countVisits } from './count-visits'
import { HYDRATING_EVENT } from '../lib/hydration-signals'
import { reloadOnceOnPreloadError } from './preload-error'
import { stopUnhandledEvents } from './unhandled-events'
import 'virtual:look.css'
import './global.css'

reloadOnceOnPreloadError()
stopUnhandledEvents()

const container = document.getElementById('root')
if (!container) throw new Error('The page has no #root element')

const app = <App route={routeFromPath(window.location.pathname)} />
if (container.hasChildNodes()) {
  hydrateRoot(container, app)
  // React listens from here on; presses held before the code arrived can be replayed.
  document.dispatchEvent(new Event(HYDRATING_EVENT))
} else createRoot(container).render(app)
countVisits()
