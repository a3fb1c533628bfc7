import { useEffect, useState } from 'react'
import { afterNextPaint } from './after-paint'

/**
 * `value` as it was when the browser last painted: it follows a change once the frame showing
 * that change is on screen. For state whose cost is high and whose effect nobody sees.
 */
export function useValueAfterPaint<T>(value: T): T {
  const [settled, setSettled] = useState(value)
  useEffect(() => {
    let isCurrent = true
    afterNextPaint(() => {
      if (isCurrent) setSettled(value)
    })
    return () => {
      isCurrent = false
    }
  }, [value])
  return settled
}
