import { useEffect, useState } from 'react'

/** The top bar turns into a floating pill past 10 % of the window height (`nav-bar.test.tsx`). */
export const STICKY_THRESHOLD_RATIO = 0.1

export function isPastStickyThreshold(scrollY: number, viewportHeight: number): boolean {
  return scrollY > viewportHeight * STICKY_THRESHOLD_RATIO
}

/** False on the server and on the first client render, so hydration always matches. */
export function useIsSticky(): boolean {
  const [isSticky, setIsSticky] = useState(false)
  useEffect(() => {
    const update = () => setIsSticky(isPastStickyThreshold(window.scrollY, window.innerHeight))
    update()
    window.addEventListener('scroll', update, { passive: true })
    window.addEventListener('resize', update, { passive: true })
    return () => {
      window.removeEventListener('scroll', update)
      window.removeEventListener('resize', update)
    }
  }, [])
  return isSticky
}
