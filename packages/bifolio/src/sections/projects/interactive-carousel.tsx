import {
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type FocusEvent,
  type KeyboardEvent,
  type PointerEvent,
  type RefObject,
} from 'react'
import { projects } from '../../content/projects'
import { useValueAfterPaint } from '../../lib/use-after-paint'
import type { CarouselAction } from './carousel-state'
import { CarouselView } from './carousel-view'
import { useCarousel } from './use-carousel'
import { restoreFocus } from './deck-focus'
import { useSwipe } from './use-swipe'

const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)'

/**
 * A pointer that can rest over the deck: a mouse or a pen. A finger's tap is no hover; it would
 * otherwise leave the deck paused until the next tap elsewhere.
 */
function canHover(event: PointerEvent): boolean {
  return event.pointerType !== 'touch'
}

/** Keyboard focus, not the focus a mouse click leaves on a button, holds the deck still. */
function isKeyboardFocus(target: EventTarget): boolean {
  return target instanceof Element && target.matches(':focus-visible')
}

/**
 * The deck brought to life: autoplay, hover and focus pauses, buttons, bullets, arrow keys
 * and swipes. Loaded lazily and mounted in the browser only, on wide screens.
 */
export function InteractiveCarousel({
  earlyPresses = [],
  heldFocus,
}: {
  /** Presses made on the still deck while this code was on its way, in order. */
  earlyPresses?: readonly CarouselAction[]
  /** Which of the still deck's controls had the focus it replaces (deck-focus.ts). */
  heldFocus?: RefObject<number>
}) {
  const [prefersReducedMotion] = useState(() => window.matchMedia(REDUCED_MOTION_QUERY).matches)
  const { state, isAutoplaying, dispatch } = useCarousel(projects.length, prefersReducedMotion)
  const [presses] = useState(earlyPresses)

  useEffect(() => {
    for (const press of presses) dispatch(press)
  }, [presses, dispatch])
  const deckRef = useRef<HTMLDivElement>(null)
  const rootRef = useRef<HTMLDivElement>(null)
  useLayoutEffect(() => {
    restoreFocus(rootRef.current, heldFocus?.current ?? -1)
  }, [heldFocus])
  const swipe = useSwipe((direction) => dispatch({ type: direction }))

  // The deck turns in the press's frame; the new card becomes reachable in the next one.
  const reachableIndex = useValueAfterPaint(state.index)

  // Focus left on a card that has just become inert would fall back to the top of the page:
  // an arrow key pressed on the card, or a Tab that landed on it in the frame before the deck's
  // turn reached it. It moves to the card now in front, before the browser drops it.
  useLayoutEffect(() => {
    const deck = deckRef.current
    const focused = document.activeElement
    if (!deck || !focused || !deck.contains(focused)) return
    const front = deck.querySelector<HTMLElement>(`[data-slide="${reachableIndex}"]`)
    if (front && !front.contains(focused)) front.focus()
  }, [reachableIndex])

  function onKeyDown(event: KeyboardEvent<HTMLElement>) {
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return
    event.preventDefault()
    // The arrow pointing back along the line goes back: the right one in right-to-left text.
    const back =
      getComputedStyle(event.currentTarget).direction === 'rtl' ? 'ArrowRight' : 'ArrowLeft'
    dispatch({ type: event.key === back ? 'previous' : 'next' })
  }

  function onFocus(event: FocusEvent<HTMLElement>) {
    if (isKeyboardFocus(event.target)) dispatch({ type: 'focus', isFocused: true })
  }

  function onBlur(event: FocusEvent<HTMLElement>) {
    const next = event.relatedTarget
    if (!(next instanceof Node) || !event.currentTarget.contains(next)) {
      dispatch({ type: 'focus', isFocused: false })
    }
  }

  return (
    <CarouselView
      isDeck
      index={state.index}
      isPlaying={state.isPlaying}
      isAutoplaying={isAutoplaying}
      isMoving
      reachableIndex={reachableIndex}
      deckRef={deckRef}
      rootRef={rootRef}
      onTogglePlay={() => dispatch({ type: 'toggle-play' })}
      onPrevious={() => dispatch({ type: 'previous' })}
      onNext={() => dispatch({ type: 'next' })}
      onGoTo={(index) => dispatch({ type: 'go-to', index })}
      onKeyDown={onKeyDown}
      onFocus={onFocus}
      onBlur={onBlur}
      onPointerEnter={(event) => {
        if (canHover(event)) dispatch({ type: 'hover', isHovered: true })
      }}
      onPointerLeave={(event) => {
        if (canHover(event)) dispatch({ type: 'hover', isHovered: false })
      }}
      {...swipe}
    />
  )
}
