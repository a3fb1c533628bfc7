/**
 * The language switch in place, which loads at the first sign that a visitor is
 * about to switch (i18n/switch-code.ts): until then no page needs it, and a slow phone parses
 * none of it with the first screen.
 */
import { meta as metaWords } from 'virtual:owner-words-of/meta'
import {
  LANGUAGE_STORAGE_KEY,
  ofLocale,
  SPANISH_ROOT_CLASS,
  storedLanguage,
  type Locale,
} from './locales'
import { hasMessages } from './messages'
import { localeFromPath, urlInLocale } from './routes'
import { readScrollAnchor, restoreScrollAnchor, type ScrollAnchor } from './scroll-anchor'
import { readyToShow } from './switch-readiness'
import { textDirection } from './text-direction'
import { afterNextPaint } from '../lib/after-paint'
import { showInHead } from '../lib/document-head'
import { LOCALE_SHOWN_EVENT } from '../lib/hydration-signals'
import { writeStorage } from '../lib/storage'
import { canShowStaticParts } from '../islands/other-language-parts'

export { prepareSwitch } from './switch-readiness'
export { morphChildren } from '../lib/morph'

/** What the switch changes in the page's React tree: the choice the toggles show, the words. */
export interface SwitchHost {
  /** The language the visitor picked last, which may be ahead of the words'. */
  chosen: () => Locale
  choose: (locale: Locale) => void
  /** Shows the page in `locale`, its words and static parts at hand. */
  show: (locale: Locale) => void
}

/** Where the visitor was reading when the words changed, put back in the commit that shows them. */
let anchor: ScrollAnchor | null = null
/** The page's React tree, as the last switch found it. */
let lastTree: SwitchHost | undefined

/**
 * Loads `url` as a new document. The switch has already pushed it to the address bar, and
 * going to the URL shown, hash and all, would only scroll: that takes a reload.
 */
function openPage(url: string): void {
  const { pathname, hash } = window.location
  if (url === pathname + hash) window.location.reload()
  else window.location.assign(url)
}

function switchTo(host: SwitchHost, next: Locale): void {
  host.choose(next)
  writeStorage(LANGUAGE_STORAGE_KEY, storedLanguage(next))
  const show = () => {
    // A later press may have chosen again while this one waited.
    if (host.chosen() !== next) return
    // Its words or its page's static parts could not come (offline, say): the other
    // language's page, as a link would.
    if (!hasMessages(next) || !canShowStaticParts(next)) {
      openPage(urlInLocale(window.location, next))
      return
    }
    anchor = readScrollAnchor()
    host.show(next)
  }
  // The press paints the toggle first; the other language's words, the islands woken for
  // the switch and the static parts' new words come in the frames after it.
  afterNextPaint(() => {
    const ready = readyToShow(next, window.location)
    if (ready) void ready.then(show)
    else show()
  })
}

/**
 * Switches the page to `next`; the press has moved the URL to that language's already.
 */
export function switchLocale(tree: SwitchHost, next: Locale): void {
  // Back and forward move between the languages' URLs: the URL's language wins again. Only a switch
  // pushes such a URL, so listening from the first one on misses none.
  if (!lastTree) {
    window.addEventListener('popstate', () => {
      const fromUrl = localeFromPath(window.location.pathname)
      if (lastTree && fromUrl !== lastTree.chosen()) switchTo(lastTree, fromUrl)
    })
  }
  lastTree = tree
  switchTo(tree, next)
}

/**
 * In the commit that brings `locale`'s words: what the prerendered <head> and <html> say about
 * the language (`lang` restyles the whole document), and the reading place put back before the
 * new words paint.
 */
export function showLocaleInDocument(locale: Locale): void {
  const root = document.documentElement
  if (root.lang !== locale) {
    root.lang = locale
    // Set as the prerendered page of that language has it: absent unless right to left.
    if (textDirection(locale) === 'rtl') root.dir = 'rtl'
    else root.removeAttribute('dir')
    root.classList.toggle(SPANISH_ROOT_CLASS, locale === 'es')
    showInHead(ofLocale(metaWords, locale))
    document.dispatchEvent(new Event(LOCALE_SHOWN_EVENT))
  }
  if (anchor) restoreScrollAnchor(anchor)
  anchor = null
}
