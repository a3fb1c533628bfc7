import { useEffect } from 'react'
import { prefersReducedMotion } from './reduced-motion'

export const HASH_SCROLL_DELAY_MS = 100
/** How long the target is followed while the heights above it may still change. */
const HASH_SETTLE_MS = 2500

const USER_SCROLL_EVENTS = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const

/**
 * Keeps `id` in place at the top while the page above it changes height, until the page
 * settles or the visitor takes over. Heights change as lazy chunks hydrate and as sections
 * the browser had skipped (`content-visibility: auto`) are laid out on the way to the target.
 * Returns the function that stops following.
 */
function followTarget(id: string, delayMs: number): () => void {
  const behavior: ScrollBehavior = prefersReducedMotion() ? 'instant' : 'smooth'
  const scrollToTarget = () =>
    document.getElementById(id)?.scrollIntoView({ behavior, block: 'start' })
  const follower = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(scrollToTarget)
  let settleTimer = 0
  const stopFollowing = () => {
    window.clearTimeout(startTimer)
    follower?.disconnect()
    window.clearTimeout(settleTimer)
    for (const type of USER_SCROLL_EVENTS) window.removeEventListener(type, stopFollowing)
  }
  const startTimer = window.setTimeout(() => {
    scrollToTarget()
    follower?.observe(document.body)
    settleTimer = window.setTimeout(stopFollowing, HASH_SETTLE_MS)
  }, delayMs)
  for (const type of USER_SCROLL_EVENTS) {
    window.addEventListener(type, stopFollowing, { passive: true })
  }
  return stopFollowing
}

const hashTarget = () => decodeURIComponent(window.location.hash.slice(1))

/**
 * With a hash in the URL, scroll smoothly to its section after about 100 ms
 * (instantly under reduced motion). A link to a section (the navigation's) lands on it the
 * same way, even when the sections it passes change height as they are laid out.
 */
export function useHashScroll(): void {
  useEffect(() => {
    const initial = hashTarget()
    let stopFollowing = initial ? followTarget(initial, HASH_SCROLL_DELAY_MS) : () => {}
    const onHashChange = () => {
      stopFollowing()
      const id = hashTarget()
      stopFollowing = id ? followTarget(id, 0) : () => {}
    }
    window.addEventListener('hashchange', onHashChange)
    return () => {
      window.removeEventListener('hashchange', onHashChange)
      stopFollowing()
    }
  }, [])
}
