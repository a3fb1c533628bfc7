import { wakeIslands } from '../islands/island-gates'
import { hasStaticParts, loadStaticParts } from '../islands/other-language-parts'
import type { Locale } from './locales'
import { loadMessages } from './messages'
import { pathOf, routeFromPath, routeInLocale } from './routes'

/**
 * The same page in `locale`, without its hash: where that language's static parts are. A
 * missing page's other language is the home page, whose parts are not its own.
 */
function pageInLocale(pathname: string, locale: Locale): string | null {
  const route = routeFromPath(pathname)
  return route.kind === 'not-found' ? null : pathOf(routeInLocale(route, locale))
}

function loadPartsOf(pathname: string, locale: Locale): Promise<void> | null {
  const page = pageInLocale(pathname, locale)
  return page && hasStaticParts() ? loadStaticParts(locale, page) : null
}

/**
 * What a switch to `locale` waits for, so every text changes in one paint: that language's
 * words, its prerendered parts, and the code of every island still asleep. Null when nothing
 * is missing. Never rejects: words or parts that could not come are seen by the caller
 * (`hasMessages`, `canShowStaticParts`), which leads to that language's page instead.
 */
export function readyToShow(
  locale: Locale,
  location: Pick<Location, 'pathname'>,
): Promise<unknown> | null {
  const waits = [
    loadMessages(locale),
    loadPartsOf(location.pathname, locale),
    wakeIslands(),
  ].filter((wait) => wait !== null)
  if (waits.length === 0) return null
  return Promise.all(waits).catch(() => undefined)
}

/** Fetches `locale`'s words and static parts ahead, when a visitor is about to switch. */
export function prepareSwitch(locale: Locale): void {
  loadMessages(locale)?.catch(() => undefined)
  void loadPartsOf(window.location.pathname, locale)
}
