import { routeFromPath, type LegalPage } from '../i18n/routes'
import { isPlainClick } from '../lib/plain-click'

/**
 * The legal page a click should open in place, or null to let the browser follow the link:
 * only plain left clicks on same-tab, same-origin links to `/imprint`, `/en/privacy`, etc.
 */
function legalPageOfClick(event: MouseEvent, origin: string): LegalPage | null {
  if (!isPlainClick(event)) return null
  const target = event.target instanceof Element ? event.target : null
  const link = target?.closest('a[href]')
  if (!(link instanceof HTMLAnchorElement)) return null
  if (link.target && link.target !== '_self') return null
  if (link.hasAttribute('download')) return null
  const url = new URL(link.href, origin)
  if (url.origin !== origin) return null
  return legalPageOfPath(url.pathname)
}

export function legalPageOfPath(pathname: string): LegalPage | null {
  const route = routeFromPath(pathname)
  return route.kind === 'page' && route.page !== 'home' ? route.page : null
}

/**
 * Takes a click that should open a legal page in place: its URL goes to the address bar, and
 * the answer says which page, and the URL (path and hash) the link was pressed on.
 */
export function takeLegalClick(event: MouseEvent): { page: LegalPage; from: string } | null {
  const page = legalPageOfClick(event, window.location.origin)
  if (!page) return null
  event.preventDefault()
  const href = (event.target as Element).closest('a')?.getAttribute('href') ?? ''
  const { pathname, hash } = window.location
  window.history.pushState(null, '', new URL(href, window.location.href).pathname)
  return { page, from: pathname + hash }
}
