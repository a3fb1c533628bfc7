import { useEffect } from 'react'
import { loadScrollCode } from './scroll-code'

export const HASH_SCROLL_DELAY_MS = 100
const PRESS_EVENTS = ['pointerdown', 'keydown'] as const

const hashTarget = () => decodeURIComponent(window.location.hash.slice(1))

/**
 * With a hash in the URL, scroll smoothly to its section after about 100 ms
 * (instantly under reduced motion). A link to a section (the navigation's) lands on it the
 * same way, even when the sections it passes change height as they are laid out.
 */
export function useHashScroll(): void {
  useEffect(() => {
    let stopFollowing = () => {}
    // Only the latest target counts, whenever the code to follow it arrives.
    let latest = 0
    const follow = (id: string, delayMs: number) => {
      stopFollowing()
      stopFollowing = () => {}
      const target = ++latest
      if (!id) return
      void loadScrollCode().then(({ followTarget }) => {
        if (target === latest) stopFollowing = followTarget(id, delayMs)
      })
    }
    follow(hashTarget(), HASH_SCROLL_DELAY_MS)
    const onHashChange = () => follow(hashTarget(), 0)
    window.addEventListener('hashchange', onHashChange)
    // A press or a key may lead to a section: its code is fetched then, ahead of the hash.
    const prefetch = () => {
      for (const type of PRESS_EVENTS) window.removeEventListener(type, prefetch, true)
      void loadScrollCode()
    }
    for (const type of PRESS_EVENTS) window.addEventListener(type, prefetch, true)
    return () => {
      for (const type of PRESS_EVENTS) window.removeEventListener(type, prefetch, true)
      window.removeEventListener('hashchange', onHashChange)
      latest++
      stopFollowing()
    }
  }, [])
}
