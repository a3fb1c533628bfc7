import { useEffect, useRef } from 'react'
import { loadedModule } from '../lib/loaded-module'
import './scroll-progress.css'

/**
 * A thin accent bar whose width follows the scroll through a spring (scroll-progress-driver.ts).
 * That code comes with the first scroll, or at once on a page opened part way down: a visit
 * that reads only the first screen never needs it.
 */
export function ScrollProgress() {
  const barRef = useRef<HTMLDivElement>(null)

  useEffect(() => {
    const bar = barRef.current
    if (!bar) return
    let stop: (() => void) | undefined
    let unmounted = false
    const start = () => {
      window.removeEventListener('scroll', start)
      loadedModule(import('./scroll-progress-driver')).then(
        ({ followScroll }) => {
          if (!unmounted) stop = followScroll(bar)
        },
        // Without it the bar stays empty; nothing else depends on it.
        () => undefined,
      )
    }
    if (window.scrollY > 0) start()
    else window.addEventListener('scroll', start, { passive: true })
    return () => {
      unmounted = true
      window.removeEventListener('scroll', start)
      stop?.()
    }
  }, [])

  return (
    <div className="scroll-progress" data-testid="scroll-progress" aria-hidden="true">
      <div ref={barRef} className="scroll-progress__bar" />
    </div>
  )
}
