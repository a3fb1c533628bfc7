import { describe, expect, it } from 'vitest'
import {
  carouselReducer,
  initialCarouselState,
  isAutoplaying,
  slideOffset,
  type CarouselAction,
  type CarouselState,
} from './carousel-state'

const run = (state: CarouselState, ...actions: CarouselAction[]) =>
  actions.reduce(carouselReducer, state)

describe('carousel state', () => {
  it('starts at the first card, playing', () => {
    const state = initialCarouselState(3, false)
    expect(state.index).toBe(0)
    expect(isAutoplaying(state)).toBe(true)
  })

  it('never autoplays when the system asks for reduced motion', () => {
    const state = initialCarouselState(3, true)
    expect(isAutoplaying(state)).toBe(false)
    expect(run(state, { type: 'tick' }).index).toBe(0)
  })

  it('loops both ways', () => {
    const start = initialCarouselState(3, false)
    expect(run(start, { type: 'tick' }, { type: 'tick' }, { type: 'tick' }).index).toBe(0)
    expect(run(start, { type: 'previous' }).index).toBe(2)
    expect(run(start, { type: 'go-to', index: 2 }, { type: 'next' }).index).toBe(0)
  })

  it.each<CarouselAction>([{ type: 'next' }, { type: 'previous' }, { type: 'go-to', index: 1 }])(
    'stops autoplay for good after a manual move ($type)',
    (action) => {
      const state = run(initialCarouselState(3, false), action)
      expect(state.isPlaying).toBe(false)
      expect(run(state, { type: 'tick' }).index).toBe(state.index)
    },
  )

  it('holds still while hovered or keyboard-focused and resumes afterwards', () => {
    const start = initialCarouselState(3, false)
    const hovered = run(start, { type: 'hover', isHovered: true })
    expect(run(hovered, { type: 'tick' }).index).toBe(0)
    expect(run(hovered, { type: 'hover', isHovered: false }, { type: 'tick' }).index).toBe(1)

    const focused = run(start, { type: 'focus', isFocused: true })
    expect(isAutoplaying(focused)).toBe(false)
    expect(isAutoplaying(run(focused, { type: 'focus', isFocused: false }))).toBe(true)
  })

  it('pauses and plays from the toggle; pressing play overrides the focus it leaves', () => {
    const paused = run(initialCarouselState(3, false), { type: 'toggle-play' })
    expect(isAutoplaying(paused)).toBe(false)
    const focusedOnToggle = run(paused, { type: 'focus', isFocused: true })
    expect(isAutoplaying(run(focusedOnToggle, { type: 'toggle-play' }))).toBe(true)
  })

  it('places each card in the fan relative to the front one', () => {
    expect([0, 1, 2].map((slide) => slideOffset(slide, 0, 3))).toEqual([0, 1, -1])
    expect([0, 1, 2].map((slide) => slideOffset(slide, 2, 3))).toEqual([1, -1, 0])
    expect(slideOffset(3, 0, 5)).toBe(-2)
  })
})
