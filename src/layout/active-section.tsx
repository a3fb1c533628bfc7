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
import { isObserverMuted } from './active-section-logic'
import { useSectionObserver } from './use-section-observer'

interface ActiveSectionValue {
  active: SectionId
  /** A nav click: highlight now and ignore the observer for a moment. */
  selectFromNav: (id: SectionId) => void
}

const SECTION_IDS: readonly SectionId[] = navigation.map((item) => item.id)

const ActiveSectionContext = createContext<ActiveSectionValue | null>(null)

export function ActiveSectionProvider({ children }: { children: ReactNode }) {
  const [active, setActive] = useState<SectionId>('home')
  const lastNavClickAt = useRef<number | null>(null)

  const selectFromNav = useCallback((id: SectionId) => {
    lastNavClickAt.current = performance.now()
    setActive(id)
  }, [])

  useSectionObserver(SECTION_IDS, (id) => {
    if (!isObserverMuted(lastNavClickAt.current, performance.now())) setActive(id)
  })

  const value = useMemo(() => ({ active, selectFromNav }), [active, selectFromNav])
  return <ActiveSectionContext.Provider value={value}>{children}</ActiveSectionContext.Provider>
}

export function useActiveSection(): ActiveSectionValue {
  const value = useContext(ActiveSectionContext)
  if (!value) throw new Error('useActiveSection() needs an <ActiveSectionProvider> above it')
  return value
}
