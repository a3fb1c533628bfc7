// First: the modules below read the site's languages as they load.
import '../i18n/site-languages'
import { hydrateRoot } from 'react-dom/client'
import { routeFromPath } from '../i18n/routes'
import { App } from './app'
import { listenToServiceAsks } from '../sections/services/ask-about'
import { wakeFloatingMenu } from '../layout/floating-menu-wake'
import { wakeTooltipsOnFirstUse } from '../ui/tooltip-wake'
import { keepStaticParts } from '../islands/static-parts'
import { loadMessages } from '../i18n/messages'
import { HYDRATING_EVENT } from '../lib/hydration-signals'
import { reloadOnceOnPreloadError } from './preload-error'
import { countVisits } from './count-visits'
import { stopUnhandledEvents } from './unhandled-events'
import 'virtual:look.css'
import './global.css'
// Last: the stylesheets of the parts whose code is not in this bundle (all-styles.ts).
import './all-styles'

reloadOnceOnPreloadError()
stopUnhandledEvents()

const container = document.getElementById('root')
if (!container) throw new Error('No #root element')

const route = routeFromPath(window.location.pathname)
// What the static parts answer, they answer from the document, with or without React.
void wakeTooltipsOnFirstUse()
listenToServiceAsks()
wakeFloatingMenu()

function start(root: HTMLElement): void {
  // Read before React starts: the static parts stay as the prerenderer made them.
  keepStaticParts(route.locale)
  hydrateRoot(root, <App route={route} />)
  // React listens from here on; presses held before the code arrived can be replayed.
  document.dispatchEvent(new Event(HYDRATING_EVENT))
}

// The page's own language's words, which the loader fetched beside this file.
const words = loadMessages(route.locale)
if (words) {
  // Without them (offline, say) the page stays as prerendered: readable, its links links, and
  // its form posts itself.
  words.then(
    () => start(container),
    () => undefined,
  )
} else start(container)
// The count beacon goes once the page has loaded. Its code is small and comes with the entry:
// as a chunk of its own it cost a request of its own on every first load.
countVisits()
