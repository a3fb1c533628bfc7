import {
  createContext,
  startTransition,
  useCallback,
  useContext,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react'
import type { PageMessages } from '../content'
import { LANGUAGE_STORAGE_KEY, SPANISH_ROOT_CLASS, STORED_LANGUAGE, type Locale } from './locales'
import { hasMessages, messages } from './messages'
import { localeFromPath, pathOf, routeFromPath, routeInLocale, type Route } from './routes'
import { afterNextPaint } from '../lib/after-paint'
import { LOCALE_SHOWN_EVENT } from '../lib/hydration-signals'
import { showInHead } from '../lib/document-head'
import { readScrollAnchor, restoreScrollAnchor, type ScrollAnchor } from './scroll-anchor'
import { readyToShow } from './switch-readiness'
import { canShowStaticParts } from '../islands/static-parts'
import { writeStorage } from '../lib/storage'

interface I18nValue {
  locale: Locale
  t: PageMessages
  setLocale: (locale: Locale) => void
  /** The page shown, in the current language. */
  route: Route
}

/** The language the visitor picked last, which the toggles show ahead of the words. */
interface Choice {
  get: () => Locale
  set: (locale: Locale) => void
  subscribe: (listener: () => void) => () => void
}

function choiceOf(initial: Locale): Choice {
  let chosen = initial
  const listeners = new Set<() => void>()
  return {
    get: () => chosen,
    set: (locale) => {
      chosen = locale
      for (const listener of listeners) listener()
    },
    subscribe: (listener) => {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }
}

const I18nContext = createContext<I18nValue | null>(null)
// The choice itself never changes, only what it holds: a context value changing at a press
// would re-render down into the islands still waiting for their code, and React would throw
// their prerendered HTML away for a loading note in that very frame. Only the toggles listen.
const ChosenLocaleContext = createContext<Choice | null>(null)

/** The URL of the same page and hash in another language; a missing page has the home page. */
export function urlInLocale(location: Pick<Location, 'pathname' | 'hash'>, locale: Locale): string {
  const route = routeFromPath(location.pathname)
  const same: Route = route.kind === 'not-found' ? { kind: 'page', page: 'home', locale } : route
  return pathOf(routeInLocale(same, locale)) + location.hash
}

/**
 * Loads `url` as a new document. The switch has already pushed it to the address bar, and
 * going to the URL shown, hash and all, would only scroll: that takes a reload.
 */
function openPage(url: string): void {
  const { pathname, hash } = window.location
  if (url === pathname + hash) window.location.reload()
  else window.location.assign(url)
}

/** What the prerendered <head> and <html> say about the language, kept true after a switch. */
function applyLocaleToDocument(locale: Locale): void {
  const root = document.documentElement
  const t = messages(locale)
  root.lang = locale
  root.classList.toggle(SPANISH_ROOT_CLASS, locale === 'es')
  showInHead(t.meta)
  document.dispatchEvent(new Event(LOCALE_SHOWN_EVENT))
}

export function I18nProvider({
  initialLocale,
  route = { kind: 'page', page: 'home', locale: initialLocale },
  children,
}: {
  initialLocale: Locale
  /** The page shown; the landing page unless told. */
  route?: Route
  children: ReactNode
}) {
  const [locale, setLocaleState] = useState(initialLocale)
  // Every section reads the words, so re-rendering the page takes far longer than one frame on
  // a slow phone. The toggle shows the choice at once; the page follows in a transition that
  // yields to the browser, so the press paints without waiting for it.
  const [choice] = useState(() => choiceOf(initialLocale))
  const anchor = useRef<ScrollAnchor | null>(null)
  const switchTo = useCallback(
    (next: Locale) => {
      choice.set(next)
      writeStorage(LANGUAGE_STORAGE_KEY, STORED_LANGUAGE[next])
      const show = () => {
        // A later press may have chosen again while this one waited.
        if (choice.get() !== next) return
        // Its words or its page's static parts could not come (offline, say): the other
        // language's page, as a link would.
        if (!hasMessages(next) || !canShowStaticParts(next)) {
          openPage(urlInLocale(window.location, next))
          return
        }
        anchor.current = readScrollAnchor()
        startTransition(() => setLocaleState(next))
      }
      // The press paints the toggle first; the other language's words, the islands woken for
      // the switch and the static parts' new words come in the frames after it.
      afterNextPaint(() => {
        const ready = readyToShow(next, window.location)
        if (ready) void ready.then(show)
        else show()
      })
    },
    [choice],
  )

  const setLocale = useCallback(
    (next: Locale) => {
      switchTo(next)
      if (localeFromPath(window.location.pathname) !== next) {
        window.history.pushState(null, '', urlInLocale(window.location, next))
      }
    },
    [switchTo],
  )

  // `lang` restyles the whole document: it changes in the commit that brings the new words.
  // The reading place is put back in that commit too, before the new words paint.
  useLayoutEffect(() => {
    if (document.documentElement.lang !== locale) applyLocaleToDocument(locale)
    if (anchor.current) restoreScrollAnchor(anchor.current)
    anchor.current = null
  }, [locale])

  // Back and forward move between `/` and `/en/`: the URL's language wins again.
  useEffect(() => {
    const followUrl = () => {
      const fromUrl = localeFromPath(window.location.pathname)
      if (fromUrl !== choice.get()) switchTo(fromUrl)
    }
    window.addEventListener('popstate', followUrl)
    return () => window.removeEventListener('popstate', followUrl)
  }, [choice, switchTo])

  const value = useMemo(
    () => ({ locale, t: messages(locale), setLocale, route: routeInLocale(route, locale) }),
    [locale, setLocale, route],
  )
  return (
    <I18nContext.Provider value={value}>
      <ChosenLocaleContext.Provider value={choice}>{children}</ChosenLocaleContext.Provider>
    </I18nContext.Provider>
  )
}

function useI18n(): I18nValue {
  const value = useContext(I18nContext)
  if (!value) throw new Error('useT() and useLocale() need an <I18nProvider> above them')
  return value
}

/** The words of the current language. Components never switch on the language themselves. */
export function useT(): PageMessages {
  return useI18n().t
}

/** Of words kept per language (a project's, say), the ones of the current language. */
export function useWords<T>(byLocale: Readonly<Record<Locale, T>>): T {
  return byLocale[useI18n().locale]
}

/** The page shown: which route, in the current language. */
export function useRoute(): Route {
  return useI18n().route
}

/**
 * The language the visitor picked last, for the toggle that shows it. For a moment after a
 * switch it is ahead of `useLocale().locale`, which the words follow.
 */
export function useChosenLocale(): Locale {
  const choice = useContext(ChosenLocaleContext)
  if (!choice) throw new Error('useChosenLocale() needs an <I18nProvider> above it')
  return useSyncExternalStore(choice.subscribe, choice.get, choice.get)
}

export function useLocale(): Pick<I18nValue, 'locale' | 'setLocale'> {
  const { locale, setLocale } = useI18n()
  return { locale, setLocale }
}

/**
 * A group of words that comes with the parts that show it (`virtual:owner-words-of/<group>`,
 * content/word-groups.ts), in the page's current language. The part imports the group's module
 * itself, so the words travel in its chunk: `usePartWords(contactWords)`.
 */
export function usePartWords<Words>(words: Readonly<Record<Locale, Words>>): Words {
  return words[useLocale().locale]
}
