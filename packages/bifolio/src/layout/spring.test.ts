import { describe, expect, it } from 'vitest'
import { PROGRESS_SPRING, isAtRest, springStep, type SpringState } from './spring'

function settle(from: SpringState, target: number, seconds: number, frameS = 1 / 60) {
  let state = from
  let overshoot = false
  for (let t = 0; t < seconds; t += frameS) {
    state = springStep(state, target, frameS)
    if (state.value > target + 1e-9) overshoot = true
  }
  return { state, overshoot }
}

describe('springStep', () => {
  it('uses stiffness 100 and damping 30', () => {
    expect(PROGRESS_SPRING).toMatchObject({ stiffness: 100, damping: 30 })
  })

  it('moves towards the target without overshooting (the spring is overdamped)', () => {
    const first = springStep({ value: 0, velocity: 0 }, 1, 1 / 60)
    expect(first.value).toBeGreaterThan(0)
    expect(first.value).toBeLessThan(1)
    const { state, overshoot } = settle({ value: 0, velocity: 0 }, 1, 3)
    expect(overshoot).toBe(false)
    expect(state.value).toBeCloseTo(1, 2)
  })

  it('comes to rest on the target', () => {
    const { state } = settle({ value: 0, velocity: 0 }, 0.5, 6)
    expect(isAtRest(state, 0.5)).toBe(true)
    expect(isAtRest({ value: 0.4, velocity: 0 }, 0.5)).toBe(false)
  })

  it('rests within half a device pixel of a bar, and sooner than at the default distance', () => {
    const devicePixels = 390 * 1.75
    const halfPixel = 0.5 / devicePixels
    const framesToRest = (restDistance?: number) => {
      let state: SpringState = { value: 0, velocity: 0 }
      let frames = 0
      while (!isAtRest(state, 0.5, restDistance)) {
        state = springStep(state, 0.5, 1 / 60)
        frames += 1
      }
      return { frames, gap: Math.abs(state.value - 0.5) * devicePixels }
    }
    const pixel = framesToRest(halfPixel)
    const fine = framesToRest()
    expect(pixel.gap).toBeLessThan(0.5)
    expect(pixel.frames).toBeLessThan(fine.frames - 20)
  })

  it('stays stable after a long frame (a tab coming back from the background)', () => {
    const state = springStep({ value: 0, velocity: 0 }, 1, 2)
    expect(state.value).toBeGreaterThan(0.9)
    expect(state.value).toBeLessThanOrEqual(1)
  })

  it('does nothing for a zero or negative time step', () => {
    expect(springStep({ value: 0.3, velocity: 0.1 }, 1, 0)).toEqual({ value: 0.3, velocity: 0.1 })
    expect(springStep({ value: 0.3, velocity: 0.1 }, 1, -1)).toEqual({ value: 0.3, velocity: 0.1 })
  })
})
