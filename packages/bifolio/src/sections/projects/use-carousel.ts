import { useEffect, useReducer } from 'react'
import {
  AUTOPLAY_DELAY_MS,
  carouselReducer,
  initialCarouselState,
  isAutoplaying,
  type CarouselAction,
  type CarouselState,
} from './carousel-state'

export interface CarouselController {
  state: CarouselState
  isAutoplaying: boolean
  dispatch: (action: CarouselAction) => void
}

/**
 * Runs the carousel's state machine and its autoplay clock. Mounted only in the browser on
 * wide screens, so it may read the motion preference while it starts.
 */
export function useCarousel(count: number, prefersReducedMotion: boolean): CarouselController {
  const [state, dispatch] = useReducer(carouselReducer, undefined, () =>
    initialCarouselState(count, prefersReducedMotion),
  )
  const isRunning = isAutoplaying(state)

  // One timer per shown slide: a pause, a hover or a manual move restarts the full delay.
  useEffect(() => {
    if (!isRunning) return
    const timer = window.setTimeout(() => dispatch({ type: 'tick' }), AUTOPLAY_DELAY_MS)
    return () => window.clearTimeout(timer)
  }, [isRunning, state.index])

  return { state, isAutoplaying: isRunning, dispatch }
}
