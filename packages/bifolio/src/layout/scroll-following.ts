/** What follows the scroll, in one chunk (scroll-code.ts). */
export { followScroll } from './scroll-progress-driver'
export { observeSections } from './section-observer'
export { isObserverMuted } from './active-section-logic'
export { followTarget } from './hash-target'
