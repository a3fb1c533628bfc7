import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type MouseEvent,
  type ReactNode,
} from 'react'
import { navigation, type SectionId } from '../content'
import { useLocale } from '../i18n/i18n-provider'
import { pathFor } from '../i18n/routes'
import { afterNextPaint } from '../lib/after-paint'
import { isPlainClick } from '../lib/plain-click'
import { onFirstScroll } from '../lib/first-scroll'
import { loadScrollCode } from './scroll-code'

interface ActiveSectionValue {
  active: SectionId
  /** A nav click: highlight now, go to the section, and ignore the observer for a moment. */
  selectFromNav: (id: SectionId, event: MouseEvent<HTMLAnchorElement>) => void
  /** Where a nav link points: the section on this page, or on the landing page. */
  sectionHref: (id: SectionId) => string
}

const SECTION_IDS: readonly SectionId[] = navigation.map((item) => item.id)

const ActiveSectionContext = createContext<ActiveSectionValue | null>(null)

/**
 * On the landing page the section in view is the active one. Elsewhere (a case study, the
 * projects index) `current` names the section the page belongs to, and nav links lead back to
 * the landing page's sections.
 */
export function ActiveSectionProvider({
  children,
  current,
}: {
  children: ReactNode
  current?: SectionId
}) {
  const { locale } = useLocale()
  const [active, setActive] = useState<SectionId>(current ?? 'home')
  const lastNavClickAt = useRef<number | null>(null)

  const selectFromNav = useCallback(
    (id: SectionId, event: MouseEvent<HTMLAnchorElement>) => {
      lastNavClickAt.current = performance.now()
      setActive(id)
      if (current || !isPlainClick(event)) return
      // Going to a section the browser has skipped (`content-visibility`) styles and lays it
      // out first, far longer than a frame on a slow phone. The link shows itself current in
      // this frame; the same fragment navigation, scroll and history entry follow after it.
      event.preventDefault()
      // `assign`, unlike setting `hash`, scrolls again when the URL already has this hash.
      afterNextPaint(() => window.location.assign(`#${id}`))
    },
    [current],
  )

  // The section in view changes only as the page scrolls: the watch starts with the first scroll.
  useEffect(() => {
    if (current) return
    let stop: (() => void) | undefined
    let unmounted = false
    const stopWaiting = onFirstScroll(() => {
      void loadScrollCode().then(({ observeSections, isObserverMuted }) => {
        if (unmounted) return
        stop = observeSections(SECTION_IDS, (id) => {
          if (!isObserverMuted(lastNavClickAt.current, performance.now())) setActive(id)
        })
      })
    })
    return () => {
      unmounted = true
      stopWaiting()
      stop?.()
    }
  }, [current])

  const value = useMemo(() => {
    const home = current ? pathFor(locale, 'home') : ''
    return { active, selectFromNav, sectionHref: (id: SectionId) => `${home}#${id}` }
  }, [active, selectFromNav, current, locale])
  return <ActiveSectionContext.Provider value={value}>{children}</ActiveSectionContext.Provider>
}

export function useActiveSection(): ActiveSectionValue {
  const value = useContext(ActiveSectionContext)
  if (!value) throw new Error('No <ActiveSectionProvider> above')
  return value
}
