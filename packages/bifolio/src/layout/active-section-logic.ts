import type { SectionId } from '../content'
import { COMPACT_MAX_WIDTH_PX } from '../ui/breakpoint'

export const NAV_CLICK_DEBOUNCE_MS = 500
/**
 * A section counts as in view at half visible, or a tenth on compact screens, where a tall
 * section rarely shows half of itself (`active-section-logic.test.ts`).
 */
const WIDE_IN_VIEW_THRESHOLD = 0.5
const COMPACT_IN_VIEW_THRESHOLD = 0.1

export function inViewThreshold(viewportWidthPx: number): number {
  return viewportWidthPx <= COMPACT_MAX_WIDTH_PX
    ? COMPACT_IN_VIEW_THRESHOLD
    : WIDE_IN_VIEW_THRESHOLD
}

/** Right after a nav click the page is still scrolling: the observer's word does not count yet. */
export function isObserverMuted(lastNavClickAtMs: number | null, nowMs: number): boolean {
  return lastNavClickAtMs !== null && nowMs - lastNavClickAtMs < NAV_CLICK_DEBOUNCE_MS
}

/**
 * How much of a section is in view, measured against the smaller of the section and the
 * viewport: a section taller than twice the viewport could otherwise never reach half.
 */
export function visibleShare(
  sectionHeightPx: number,
  visibleHeightPx: number,
  viewportHeightPx: number,
): number {
  const reachable = Math.min(sectionHeightPx, viewportHeightPx)
  return reachable > 0 ? Math.min(1, visibleHeightPx / reachable) : 0
}

/** The section with the largest share at or above the threshold, if any. */
export function pickActive(
  shares: ReadonlyMap<SectionId, number>,
  threshold: number,
): SectionId | null {
  let best: SectionId | null = null
  let bestShare = 0
  for (const [id, share] of shares) {
    if (share >= threshold && share > bestShare) {
      best = id
      bestShare = share
    }
  }
  return best
}
