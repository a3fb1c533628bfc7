import { act, fireEvent, render, screen, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { type Project } from '../../content'
import { SECOND, SECOND_LANG } from '../../../test/web/words'
import { I18nProvider } from '../../i18n/i18n-provider'
import { format } from '../../lib/format'
import { ToastProvider } from '../../ui/toast'
import { AUTOPLAY_DELAY_MS } from './carousel-state'
import { InteractiveCarousel } from './interactive-carousel'

/**
 * A deck of three of the test's own, made from the owner's first project (its picture is one the
 * build knows): these tests turn the deck through a middle card and back round.
 */
vi.mock('virtual:projects', async () => {
  const { default: owners } = await vi.importActual<{ default: Project[] }>('virtual:projects')
  const [model] = owners
  if (!model) throw new Error('the content has no project')
  return {
    default: [1, 2, 3].map((n) => ({ ...model, slug: `deck-${n}`, order: n })),
  }
})

const words = SECOND.projects.carousel
/** `Project 2 of 3`, in the owner's words. */
const slideName = (n: number) => format(words.slide, { n, total: 3 })

function stubReducedMotion(prefersReducedMotion: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: query.includes('reduce') && prefersReducedMotion,
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }))
}

function renderCarousel() {
  render(
    <I18nProvider initialLocale={SECOND_LANG}>
      <ToastProvider closeLabel={SECOND.toast.close}>
        <InteractiveCarousel />
      </ToastProvider>
    </I18nProvider>,
  )
  return screen.getByTestId('project-carousel')
}

/**
 * The one slide assistive technology can reach, once the frame that turned the deck has been
 * painted: the new card becomes reachable then.
 */
function visibleSlide() {
  act(() => {
    vi.advanceTimersToNextFrame()
    vi.advanceTimersByTime(1)
  })
  const names = [1, 2, 3].map(slideName)
  return screen.getByRole('group', { name: (name) => names.includes(name) })
}

/** The card at the front of the deck as drawn, reachable or not yet. */
function frontSlide(carousel: HTMLElement) {
  return carousel.querySelector('[data-position="front"]')?.getAttribute('aria-label')
}

describe('InteractiveCarousel', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame'] })
    stubReducedMotion(false)
  })
  afterEach(() => {
    vi.useRealTimers()
    vi.unstubAllGlobals()
  })

  it('is a labelled carousel whose hidden slides are inert', () => {
    const carousel = renderCarousel()
    expect(carousel).toHaveAttribute('aria-roledescription', 'carousel')
    expect(carousel).toHaveAccessibleName(words.label)
    expect(visibleSlide()).toHaveAccessibleName(slideName(1))
    expect(visibleSlide()).toHaveAttribute('aria-roledescription', 'slide')
    const hidden = carousel.querySelectorAll('[aria-roledescription="slide"][inert]')
    expect(hidden).toHaveLength(2)
  })

  it('turns every 4000 ms and loops', () => {
    renderCarousel()
    for (const n of [2, 3, 1]) {
      act(() => vi.advanceTimersByTime(AUTOPLAY_DELAY_MS))
      expect(visibleSlide()).toHaveAccessibleName(slideName(n))
    }
  })

  it('holds still while the mouse is over it', () => {
    const carousel = renderCarousel()
    fireEvent.pointerEnter(carousel, { pointerType: 'mouse' })
    act(() => vi.advanceTimersByTime(3 * AUTOPLAY_DELAY_MS))
    expect(visibleSlide()).toHaveAccessibleName(slideName(1))
    fireEvent.pointerLeave(carousel, { pointerType: 'mouse' })
    act(() => vi.advanceTimersByTime(AUTOPLAY_DELAY_MS))
    expect(visibleSlide()).toHaveAccessibleName(slideName(2))
  })

  it('keeps turning after a finger touched it, which is no hover', () => {
    const carousel = renderCarousel()
    // A tap: the touch's own pointer events, then the mouse events browsers send for old pages.
    fireEvent.pointerEnter(carousel, { pointerType: 'touch' })
    fireEvent.mouseEnter(carousel)
    act(() => vi.advanceTimersByTime(AUTOPLAY_DELAY_MS))
    expect(visibleSlide()).toHaveAccessibleName(slideName(2))
  })

  it('goes to a card from its bullet and then stops autoplay for good', () => {
    renderCarousel()
    const bullet = screen.getByRole('button', { name: format(words.goTo, { n: 3 }) })
    fireEvent.click(bullet)
    expect(bullet).toHaveAttribute('aria-current', 'true')
    act(() => vi.advanceTimersByTime(5 * AUTOPLAY_DELAY_MS))
    expect(visibleSlide()).toHaveAccessibleName(slideName(3))
    expect(screen.getByRole('button', { name: words.play })).toBeInTheDocument()
  })

  it('moves with the arrow keys and the previous/next buttons', () => {
    const carousel = renderCarousel()
    fireEvent.click(screen.getByRole('button', { name: words.previous }))
    // Drawn at the front at once; reachable, and the old card inert, a frame later.
    expect(frontSlide(carousel)).toBe(slideName(3))
    expect(carousel.querySelector('[data-slide="2"]')).toHaveAttribute('inert')
    expect(visibleSlide()).toHaveAccessibleName(slideName(3))
    expect(carousel.querySelector('[data-slide="0"]')).toHaveAttribute('inert')
    fireEvent.click(screen.getByRole('button', { name: words.next }))
    fireEvent.keyDown(carousel, { key: 'ArrowRight' })
    expect(visibleSlide()).toHaveAccessibleName(slideName(2))
    fireEvent.keyDown(carousel, { key: 'ArrowLeft' })
    expect(visibleSlide()).toHaveAccessibleName(slideName(1))
  })

  it('keeps keyboard focus in the deck when the card holding it turns away', () => {
    const carousel = renderCarousel()
    const slide = (n: number) => carousel.querySelector<HTMLElement>(`[data-slide="${n}"]`)
    // An arrow key pressed on the front card.
    slide(0)?.focus()
    fireEvent.keyDown(slide(0) ?? carousel, { key: 'ArrowRight' })
    expect(visibleSlide()).toHaveAccessibleName(slideName(2))
    expect(slide(1)).toHaveFocus()
    // A Tab that lands on the old card in the frame before the turn makes it inert.
    fireEvent.click(screen.getByRole('button', { name: words.play }))
    act(() => vi.advanceTimersByTime(AUTOPLAY_DELAY_MS))
    expect(frontSlide(carousel)).toBe(slideName(3))
    within(slide(1) ?? carousel)
      .getAllByRole('link')[0]
      ?.focus()
    expect(visibleSlide()).toHaveAccessibleName(slideName(3))
    expect(slide(2)).toHaveFocus()
  })

  it('pauses and resumes from its visible toggle', () => {
    renderCarousel()
    fireEvent.click(screen.getByRole('button', { name: words.pause }))
    act(() => vi.advanceTimersByTime(3 * AUTOPLAY_DELAY_MS))
    expect(visibleSlide()).toHaveAccessibleName(slideName(1))
    fireEvent.click(screen.getByRole('button', { name: words.play }))
    act(() => vi.advanceTimersByTime(AUTOPLAY_DELAY_MS))
    expect(visibleSlide()).toHaveAccessibleName(slideName(2))
  })

  it('moves on a swipe and not on a click', () => {
    const carousel = renderCarousel()
    const deck = within(carousel).getByRole('group', { name: slideName(1) }).parentElement
    if (!deck) throw new Error('no deck')
    fireEvent.pointerDown(deck, { clientX: 400, button: 0, isPrimary: true })
    fireEvent.pointerUp(deck, { clientX: 390 })
    expect(visibleSlide()).toHaveAccessibleName(slideName(1))
    fireEvent.pointerDown(deck, { clientX: 400, button: 0, isPrimary: true })
    fireEvent.pointerUp(deck, { clientX: 300 })
    expect(visibleSlide()).toHaveAccessibleName(slideName(2))
  })

  it('does not autoplay when the system asks for reduced motion', () => {
    stubReducedMotion(true)
    renderCarousel()
    act(() => vi.advanceTimersByTime(5 * AUTOPLAY_DELAY_MS))
    expect(visibleSlide()).toHaveAccessibleName(slideName(1))
    expect(screen.getByRole('button', { name: words.play })).toBeInTheDocument()
  })
})
