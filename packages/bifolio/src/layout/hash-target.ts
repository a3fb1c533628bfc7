import { prefersReducedMotion } from './reduced-motion'

/** How long the target is followed while the heights above it may still change. */
const HASH_SETTLE_MS = 2500

const USER_SCROLL_EVENTS = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const

/**
 * Keeps `id` in place at the top while the page above it changes height, until the page
 * settles or the visitor takes over. Heights change as lazy chunks hydrate and as sections
 * the browser had skipped (`content-visibility: auto`) are laid out on the way to the target.
 * Returns the function that stops following.
 */
export function followTarget(id: string, delayMs: number): () => void {
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
