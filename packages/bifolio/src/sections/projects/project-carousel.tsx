import { useEffect, useRef, useState, type ComponentType, type RefObject } from 'react'
import type { CarouselAction } from './carousel-state'
import { WIDE_QUERY } from '../../ui/breakpoint'
import { CarouselView } from './carousel-view'
import { controlIndex } from './deck-focus'
import { useMediaQuery } from './use-media-query'
import { loadedModule } from '../../lib/loaded-module'
import { projects } from '../../content/projects'

const noop = () => undefined

type Interactive = ComponentType<{
  earlyPresses: readonly CarouselAction[]
  heldFocus: RefObject<number>
}>

/**
 * The projects' cards, prerendered once as a plain list that the stylesheet lays out per width.
 * Once the screen is known to be wide they become a still deck at the first card, and the code
 * that moves it is fetched then only, so phones never download it and never run its timers.
 */
export function ProjectCarousel() {
  const isWide = useMediaQuery(WIDE_QUERY)
  const [loaded, setLoaded] = useState<{
    Interactive: Interactive
    earlyPresses: readonly CarouselAction[]
  } | null>(null)
  // A visitor may press a bullet or an arrow before the moving deck's code arrives; the
  // presses are kept and handed to it, so none is lost.
  const earlyPresses = useRef<CarouselAction[]>([])
  const press = (action: CarouselAction) => earlyPresses.current.push(action)
  // Which of the still deck's controls has the focus, for the moving deck to take over.
  const heldFocus = useRef(-1)
  const stillRef = useRef<HTMLDivElement>(null)

  useEffect(() => {
    // One card never moves, so its deck needs no moving code.
    if (!isWide || loaded || projects.length < 2) return
    let isCurrent = true
    loadedModule(import('./interactive-carousel')).then(
      (module) => {
        if (isCurrent) {
          // Read here as well as on focus events: a Tab pressed before React listened moved
          // the focus into the deck without an event React saw.
          if (stillRef.current) {
            heldFocus.current = controlIndex(stillRef.current, document.activeElement)
          }
          setLoaded({ Interactive: module.InteractiveCarousel, earlyPresses: earlyPresses.current })
        }
      },
      // A failed chunk leaves the still deck in place; the app's preload-error handler
      // decides whether to reload.
      noop,
    )
    return () => {
      isCurrent = false
    }
  }, [isWide, loaded])

  if (isWide && loaded) {
    return <loaded.Interactive earlyPresses={loaded.earlyPresses} heldFocus={heldFocus} />
  }
  return (
    <CarouselView
      isDeck={isWide}
      rootRef={stillRef}
      onFocus={(event) => {
        heldFocus.current = controlIndex(event.currentTarget, event.target)
      }}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) heldFocus.current = -1
      }}
      index={0}
      isPlaying
      isAutoplaying={false}
      onTogglePlay={() => press({ type: 'toggle-play' })}
      onPrevious={() => press({ type: 'previous' })}
      onNext={() => press({ type: 'next' })}
      onGoTo={(index) => press({ type: 'go-to', index })}
    />
  )
}
