import { useRef, type DragEvent, type MouseEvent, type PointerEvent } from 'react'

// Far enough that a wobbly click on a link is never taken for a swipe.
const SWIPE_THRESHOLD_PX = 48

/**
 * Horizontal swipe or mouse drag on the deck. A swipe that moved the deck swallows the
 * click that ends it, so dragging across a link does not also open it.
 */
export function useSwipe(onSwipe: (direction: 'previous' | 'next') => void) {
  const startX = useRef<number | null>(null)
  const didSwipe = useRef(false)

  return {
    onPointerDown(event: PointerEvent<HTMLDivElement>) {
      if (!event.isPrimary || event.button !== 0) return
      startX.current = event.clientX
      didSwipe.current = false
    },
    onPointerUp(event: PointerEvent<HTMLDivElement>) {
      if (startX.current === null) return
      const distance = event.clientX - startX.current
      startX.current = null
      if (Math.abs(distance) < SWIPE_THRESHOLD_PX) return
      didSwipe.current = true
      onSwipe(distance < 0 ? 'next' : 'previous')
    },
    onPointerCancel() {
      startX.current = null
    },
    onClickCapture(event: MouseEvent<HTMLDivElement>) {
      if (!didSwipe.current) return
      didSwipe.current = false
      event.preventDefault()
      event.stopPropagation()
    },
    // Images and links would otherwise start a native drag and eat the pointer events.
    onDragStart(event: DragEvent<HTMLDivElement>) {
      event.preventDefault()
    },
  }
}
