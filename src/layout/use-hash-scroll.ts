import { useEffect } from 'react'
import { prefersReducedMotion } from './reduced-motion'

export const HASH_SCROLL_DELAY_MS = 100

/**
 * SPEC.md: with a hash in the URL, scroll smoothly to its section after about 100 ms, by
 * which time lazy sections have hydrated. Instant under reduced motion.
 */
export function useHashScroll(): void {
  useEffect(() => {
    const id = decodeURIComponent(window.location.hash.slice(1))
    if (!id) return
    const timer = window.setTimeout(() => {
      document.getElementById(id)?.scrollIntoView({
        behavior: prefersReducedMotion() ? 'instant' : 'smooth',
        block: 'start',
      })
    }, HASH_SCROLL_DELAY_MS)
    return () => window.clearTimeout(timer)
  }, [])
}
