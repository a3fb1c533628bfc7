import type { SectionId } from '../content'
import { inViewThreshold, pickActive, visibleShare } from './active-section-logic'

/** Enough steps that a section's share is re-measured as it slides through the viewport. */
const OBSERVER_STEPS = [0, 0.05, 0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 0.9, 1]

/**
 * Reports the section most in view. Sections are rendered elsewhere and some arrive in lazy
 * chunks, so a MutationObserver keeps picking up ids that appear (or are re-rendered) later.
 * Returns how to stop.
 */
export function observeSections(
  ids: readonly SectionId[],
  onInView: (id: SectionId) => void,
): () => void {
  if (typeof IntersectionObserver === 'undefined') return () => undefined
  const shares = new Map<SectionId, number>()
  const observed = new Map<SectionId, Element>()

  const intersection = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        const id = entry.target.id as SectionId
        const viewport = entry.rootBounds?.height ?? window.innerHeight
        const share = entry.isIntersecting
          ? visibleShare(entry.boundingClientRect.height, entry.intersectionRect.height, viewport)
          : 0
        shares.set(id, share)
      }
      const best = pickActive(shares, inViewThreshold(window.innerWidth))
      if (best) onInView(best)
    },
    { threshold: OBSERVER_STEPS },
  )

  const observeNewSections = () => {
    for (const id of ids) {
      const element = document.getElementById(id)
      const previous = observed.get(id)
      if (!element || element === previous) continue
      if (previous) intersection.unobserve(previous)
      intersection.observe(element)
      observed.set(id, element)
    }
  }

  observeNewSections()
  const mutations = new MutationObserver(observeNewSections)
  mutations.observe(document.body, { childList: true, subtree: true })
  return () => {
    mutations.disconnect()
    intersection.disconnect()
  }
}
