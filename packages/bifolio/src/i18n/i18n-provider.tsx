import {
  createContext,
  startTransition,
  useCallback,
  useContext,
  useLayoutEffect,
  useMemo,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react'
import type { PageMessages } from '../content'
import { ofLocale, type Locale } from './locales'
import { messages } from './messages'
import { localeFromPath, routeInLocale, urlInLocale, type Route } from './routes'
import { loadSwitchCode, switchCode } from './switch-code'

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
  const setLocale = useCallback(
    (next: Locale) => {
      choice.set(next)
      if (localeFromPath(window.location.pathname) !== next) {
        window.history.pushState(null, '', urlInLocale(window.location, next))
      }
      loadSwitchCode().then(
        ({ switchLocale }) =>
          switchLocale(
            {
              chosen: choice.get,
              choose: choice.set,
              show: (shown) => startTransition(() => setLocaleState(shown)),
            },
            next,
          ),
        // Its code could not come (offline, say): the other language's page, as a link would.
        () => window.location.reload(),
      )
    },
    [choice],
  )

  // The switch's own code is here by the commit that brings the other language's words.
  useLayoutEffect(() => {
    switchCode()?.showLocaleInDocument(locale)
  }, [locale])

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
  if (!value) throw new Error('No <I18nProvider> above')
  return value
}

/** The words of the current language. Components never switch on the language themselves. */
export function useT(): PageMessages {
  return useI18n().t
}

/** Of words kept per language (a project's, say), the ones of the current language. */
export function useWords<T>(byLocale: Readonly<Partial<Record<Locale, T>>>): T {
  return ofLocale(byLocale, useI18n().locale)
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
  if (!choice) throw new Error('No <I18nProvider> above')
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
export function usePartWords<Words>(words: Readonly<Partial<Record<Locale, Words>>>): Words {
  // A group of a section the owner leaves out is absent in every language: the part that
  // shows it draws nothing (the content check makes a shown section's words present).
  return words[useLocale().locale] as Words
}
