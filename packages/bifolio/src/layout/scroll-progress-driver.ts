import { prefersReducedMotion } from './reduced-motion'
import { isAtRest, springStep, type SpringState } from './spring'

/** Frames longer than this (a background tab) are not integrated in one go. */
const MAX_FRAME_S = 0.1

/**
 * The bar spans the viewport: once the spring is within half a device pixel of its target the
 * rest of the motion is invisible, and stopping there spares about half a second of frames
 * after each scroll.
 */
function halfDevicePixel(): number {
  return 0.5 / Math.max(1, window.innerWidth * window.devicePixelRatio)
}

function scrollFraction(): number {
  const scrollable = document.documentElement.scrollHeight - window.innerHeight
  return scrollable > 0 ? Math.min(1, Math.max(0, window.scrollY / scrollable)) : 0
}

/**
 * Makes `bar` follow the scroll through a spring, from where the page is now. It writes
 * `transform` directly (no React render per frame, no layout) and runs rAF only while the
 * spring moves. Returns how to stop.
 */
export function followScroll(bar: HTMLElement): () => void {
  // From where the bar stands before this code runs: empty, as the stylesheet draws it.
  let state: SpringState = { value: 0, velocity: 0 }
  let target = 0
  let frame = 0
  let lastTime = 0

  const paint = (value: number) => {
    bar.style.transform = `scaleX(${value})`
  }
  const tick = (time: number) => {
    const dt = lastTime ? Math.min(MAX_FRAME_S, (time - lastTime) / 1000) : 1 / 60
    lastTime = time
    state = springStep(state, target, dt)
    if (isAtRest(state, target, halfDevicePixel())) {
      state = { value: target, velocity: 0 }
      frame = 0
    } else {
      frame = requestAnimationFrame(tick)
    }
    paint(state.value)
  }
  const onScroll = () => {
    target = scrollFraction()
    if (prefersReducedMotion()) {
      cancelAnimationFrame(frame)
      frame = 0
      state = { value: target, velocity: 0 }
      paint(target)
    } else if (!frame) {
      lastTime = 0
      frame = requestAnimationFrame(tick)
    }
  }

  // The page also grows under a still reader: a section laid out as it nears the view
  // (content-visibility), the late stylesheet, a picture or a font arriving. Measured in the
  // next frame, once that layout is done; events, not a ResizeObserver on the body, whose
  // callback would lay out the skipped sections and resize the body within its own loop.
  let growFrame = 0
  const onGrow = () => {
    cancelAnimationFrame(growFrame)
    growFrame = requestAnimationFrame(onScroll)
  }

  onScroll()
  window.addEventListener('scroll', onScroll, { passive: true })
  window.addEventListener('resize', onScroll, { passive: true })
  // `load` does not bubble, and the content-visibility event bubbles in some engines only:
  // both are heard on their way down, in the capture phase.
  document.addEventListener('contentvisibilityautostatechange', onGrow, true)
  document.addEventListener('load', onGrow, true)
  document.fonts.addEventListener('loadingdone', onGrow)
  return () => {
    window.removeEventListener('scroll', onScroll)
    window.removeEventListener('resize', onScroll)
    document.removeEventListener('contentvisibilityautostatechange', onGrow, true)
    document.removeEventListener('load', onGrow, true)
    document.fonts.removeEventListener('loadingdone', onGrow)
    cancelAnimationFrame(frame)
    cancelAnimationFrame(growFrame)
  }
}
