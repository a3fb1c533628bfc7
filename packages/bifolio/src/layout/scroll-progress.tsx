import { useEffect, useRef } from 'react'
import { onFirstScroll } from '../lib/first-scroll'
import { loadScrollCode } from './scroll-code'
import './scroll-progress.css'

/**
 * A thin accent bar whose width follows the scroll through a spring (scroll-progress-driver.ts).
 * That code comes with the first scroll, or at once on a page opened part way down
 * (scroll-code.ts): a visit that reads only the first screen never needs it.
 */
export function ScrollProgress() {
  const barRef = useRef<HTMLDivElement>(null)

  useEffect(() => {
    const bar = barRef.current
    if (!bar) return
    let stop: (() => void) | undefined
    let unmounted = false
    // Without its code the bar stays empty; nothing else depends on it.
    const stopWaiting = onFirstScroll(() => {
      void loadScrollCode().then(({ followScroll }) => {
        if (!unmounted) stop = followScroll(bar)
      })
    })
    return () => {
      unmounted = true
      stopWaiting()
      stop?.()
    }
  }, [])

  return (
    <div className="scroll-progress" data-testid="scroll-progress" aria-hidden="true">
      <div ref={barRef} className="scroll-progress__bar" />
    </div>
  )
}
