import { routeFromPath, type LegalPage } from '../i18n/routes'
import { isPlainClick } from '../lib/plain-click'

/**
 * The legal page a click should open in place, or null to let the browser follow the link:
 * only plain left clicks on same-tab, same-origin links to `/imprint`, `/en/privacy`, etc.
 */
export function legalPageOfClick(event: MouseEvent, origin: string): LegalPage | null {
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
