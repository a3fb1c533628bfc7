/**
 * The carousel's state machine, free of React and timers so it can be tested on its own.
 *
 * Autoplay advances only while every reason to hold still is absent: the visitor paused it
 * (or moved the deck themselves, which stops it for good), the pointer rests on it, keyboard
 * focus is inside it, or the system asks for reduced motion.
 */
export const AUTOPLAY_DELAY_MS = 4000

export interface CarouselState {
  count: number
  index: number
  /** The visitor's play/pause choice; any manual move sets it to false for good. */
  isPlaying: boolean
  isHovered: boolean
  isFocused: boolean
}

export type CarouselAction =
  | { type: 'next' }
  | { type: 'previous' }
  | { type: 'go-to'; index: number }
  | { type: 'tick' }
  | { type: 'toggle-play' }
  | { type: 'hover'; isHovered: boolean }
  | { type: 'focus'; isFocused: boolean }

/** Under reduced motion the deck starts still; the visitor may still press play. */
export function initialCarouselState(count: number, prefersReducedMotion: boolean): CarouselState {
  return { count, index: 0, isPlaying: !prefersReducedMotion, isHovered: false, isFocused: false }
}

/** Wraps any step, however large, onto 0..count-1 so the deck loops both ways. */
function wrapIndex(index: number, count: number): number {
  return ((index % count) + count) % count
}

export function isAutoplaying(state: CarouselState): boolean {
  return state.isPlaying && !state.isHovered && !state.isFocused && state.count > 1
}

export function carouselReducer(state: CarouselState, action: CarouselAction): CarouselState {
  switch (action.type) {
    case 'next':
      return { ...state, index: wrapIndex(state.index + 1, state.count), isPlaying: false }
    case 'previous':
      return { ...state, index: wrapIndex(state.index - 1, state.count), isPlaying: false }
    case 'go-to':
      return { ...state, index: wrapIndex(action.index, state.count), isPlaying: false }
    case 'tick':
      // A tick that was already scheduled when the deck paused must not move it.
      return isAutoplaying(state)
        ? { ...state, index: wrapIndex(state.index + 1, state.count) }
        : state
    case 'toggle-play':
      // Pressing play is an explicit request: it overrides the hold of the focus it leaves
      // on the button, until focus moves inside the deck again.
      return state.isPlaying
        ? { ...state, isPlaying: false }
        : { ...state, isPlaying: true, isFocused: false }
    case 'hover':
      return state.isHovered === action.isHovered
        ? state
        : { ...state, isHovered: action.isHovered }
    case 'focus':
      return state.isFocused === action.isFocused
        ? state
        : { ...state, isFocused: action.isFocused }
  }
}

/**
 * Where a slide sits in the fanned deck relative to the front card: 0 in front, 1 the next
 * (fanned right), -1 the previous (fanned left), anything further is tucked away behind.
 */
export function slideOffset(slideIndex: number, activeIndex: number, count: number): number {
  const forward = wrapIndex(slideIndex - activeIndex, count)
  return forward > count / 2 ? forward - count : forward
}
