import { createRoot, hydrateRoot } from 'react-dom/client'
import { routeFromPath } from '../i18n/routes'
import { App } from './app'
import { reloadOnceOnPreloadError } from './preload-error'
import './global.css'

reloadOnceOnPreloadError()

const container = document.getElementById('root')
if (!container) throw new Error('The page has no #root element')

const app = <App route={routeFromPath(window.location.pathname)} />
if (container.hasChildNodes()) hydrateRoot(container, app)
else createRoot(container).render(app)
