import { useEffect } from 'react'
import { prefersReducedMotion } from './reduced-motion'

export const HASH_SCROLL_DELAY_MS = 100
/** How long the target is followed while lazy chunks still change the heights above it. */
export const HASH_SETTLE_MS = 2500

const USER_SCROLL_EVENTS = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const

/**
 * SPEC.md: with a hash in the URL, scroll smoothly to its section after about 100 ms
 * (instantly under reduced motion). Sections above may still grow or shrink as their chunks
 * hydrate, so the target is followed until the page settles or the visitor takes over.
 */
export function useHashScroll(): void {
  useEffect(() => {
    const id = decodeURIComponent(window.location.hash.slice(1))
    if (!id) return
    const behavior: ScrollBehavior = prefersReducedMotion() ? 'instant' : 'smooth'
    const scrollToTarget = () =>
      document.getElementById(id)?.scrollIntoView({ behavior, block: 'start' })
    const follower =
      typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(scrollToTarget)
    let settleTimer = 0

    const stopFollowing = () => {
      follower?.disconnect()
      window.clearTimeout(settleTimer)
      for (const type of USER_SCROLL_EVENTS) window.removeEventListener(type, stopFollowing)
    }
    const startTimer = window.setTimeout(() => {
      scrollToTarget()
      follower?.observe(document.body)
      settleTimer = window.setTimeout(stopFollowing, HASH_SETTLE_MS)
    }, HASH_SCROLL_DELAY_MS)
    for (const type of USER_SCROLL_EVENTS) {
      window.addEventListener(type, stopFollowing, { passive: true })
    }
    return () => {
      window.clearTimeout(startTimer)
      stopFollowing()
    }
  }, [])
}
