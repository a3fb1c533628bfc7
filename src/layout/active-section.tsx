import {
  createContext,
  useCallback,
  useContext,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react'
import { navigation, type SectionId } from '../content'
import { useLocale } from '../i18n/i18n-provider'
import { pathFor } from '../i18n/routes'
import { isObserverMuted } from './active-section-logic'
import { useSectionObserver } from './use-section-observer'

interface ActiveSectionValue {
  active: SectionId
  /** A nav click: highlight now and ignore the observer for a moment. */
  selectFromNav: (id: SectionId) => void
  /** Where a nav link points: the section on this page, or on the landing page. */
  sectionHref: (id: SectionId) => string
}

const SECTION_IDS: readonly SectionId[] = navigation.map((item) => item.id)
const NO_SECTIONS: readonly SectionId[] = []

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

  const selectFromNav = useCallback((id: SectionId) => {
    lastNavClickAt.current = performance.now()
    setActive(id)
  }, [])

  useSectionObserver(current ? NO_SECTIONS : SECTION_IDS, (id) => {
    if (!isObserverMuted(lastNavClickAt.current, performance.now())) setActive(id)
  })

  const value = useMemo(() => {
    const home = current ? pathFor(locale, 'home') : ''
    return { active, selectFromNav, sectionHref: (id: SectionId) => `${home}#${id}` }
  }, [active, selectFromNav, current, locale])
  return <ActiveSectionContext.Provider value={value}>{children}</ActiveSectionContext.Provider>
}

export function useActiveSection(): ActiveSectionValue {
  const value = useContext(ActiveSectionContext)
  if (!value) throw new Error('useActiveSection() needs an <ActiveSectionProvider> above it')
  return value
}
