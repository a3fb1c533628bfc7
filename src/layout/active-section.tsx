import { createContext, useContext, useMemo, useState, type ReactNode } from 'react'
import type { SectionId } from '../content'

interface ActiveSectionValue {
  active: SectionId
  /** A nav click: highlight now and ignore the observer for a moment. */
  selectFromNav: (id: SectionId) => void
}

const ActiveSectionContext = createContext<ActiveSectionValue | null>(null)

export function ActiveSectionProvider({ children }: { children: ReactNode }) {
  const [active, setActive] = useState<SectionId>('home')
  const value = useMemo(() => ({ active, selectFromNav: setActive }), [active])
  return <ActiveSectionContext.Provider value={value}>{children}</ActiveSectionContext.Provider>
}

export function useActiveSection(): ActiveSectionValue {
  const value = useContext(ActiveSectionContext)
  if (!value) throw new Error('useActiveSection() needs an <ActiveSectionProvider> above it')
  return value
}
