import { useEffect, useState, type ComponentType } from 'react'
import { CarouselView } from './carousel-view'
import { useMediaQuery } from './use-media-query'

/** Must agree with the 1024 px breakpoint in `projects.css`. */
export const WIDE_SCREEN_QUERY = '(min-width: 1025px)'

const noop = () => undefined

/**
 * The wide-screen deck. Its markup is prerendered still at the first card (CSS hides it on
 * narrow screens); the code that moves it is fetched only once the screen is wide, so phones
 * never download it and never run its timers.
 */
export function ProjectCarousel() {
  const isWide = useMediaQuery(WIDE_SCREEN_QUERY)
  const [Interactive, setInteractive] = useState<ComponentType | null>(null)

  useEffect(() => {
    if (!isWide || Interactive) return
    let isCurrent = true
    import('./interactive-carousel').then(
      (module) => {
        if (isCurrent) setInteractive(() => module.InteractiveCarousel)
      },
      // A failed chunk leaves the still deck in place; the app's preload-error handler
      // decides whether to reload.
      noop,
    )
    return () => {
      isCurrent = false
    }
  }, [isWide, Interactive])

  if (isWide && Interactive) return <Interactive />
  return (
    <CarouselView
      index={0}
      isPlaying
      isAutoplaying={false}
      onTogglePlay={noop}
      onPrevious={noop}
      onNext={noop}
      onGoTo={noop}
    />
  )
}
