/** A damped spring, small enough that the progress bar needs no animation library. */
export interface SpringState {
  value: number
  velocity: number
}

export interface SpringConfig {
  stiffness: number
  damping: number
  mass: number
}

export const PROGRESS_SPRING: SpringConfig = { stiffness: 100, damping: 30, mass: 1 }

/** Fixed sub-steps keep the integration stable however long a frame took. */
const MAX_SUBSTEP_S = 1 / 240
const REST_DISTANCE = 1e-4
/** A spring that would move less than its rest distance in a 60 Hz frame has stopped. */
const FRAMES_PER_S = 60

/** Advances the spring towards `target` by `dtSeconds` (semi-implicit Euler). */
export function springStep(
  state: SpringState,
  target: number,
  dtSeconds: number,
  config: SpringConfig = PROGRESS_SPRING,
): SpringState {
  let { value, velocity } = state
  let remaining = Math.max(0, dtSeconds)
  while (remaining > 0) {
    const dt = Math.min(MAX_SUBSTEP_S, remaining)
    const force = -config.stiffness * (value - target) - config.damping * velocity
    velocity += (force / config.mass) * dt
    value += velocity * dt
    remaining -= dt
  }
  return { value, velocity }
}

/**
 * Close enough to the target to snap onto it unseen. `restDistance` is in the spring's own
 * units: for a bar whose width is the value, half a device pixel of it.
 */
export function isAtRest(
  state: SpringState,
  target: number,
  restDistance: number = REST_DISTANCE,
): boolean {
  return (
    Math.abs(state.value - target) < restDistance &&
    Math.abs(state.velocity) < restDistance * FRAMES_PER_S
  )
}
