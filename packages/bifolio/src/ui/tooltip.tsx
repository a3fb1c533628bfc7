import {
  cloneElement,
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type ReactElement,
} from 'react'
import './tooltip.css'

interface TriggerProps {
  'aria-describedby'?: string
  'aria-label'?: string
}

export interface TooltipProps {
  /** The words the bubble shows; also what assistive technology reads. */
  label: string
  /**
   * One focusable element (link, button, or anything with `tabIndex={0}` and a role).
   * It gets `aria-describedby`, or the label as its `aria-label` when `namesTrigger` is set.
   */
  children: ReactElement<TriggerProps>
  /** The label is the trigger's accessible name: use for icon-only triggers. */
  namesTrigger?: boolean
  className?: string
}

// Keeps the bubble this far from the viewport edges when it would overflow them.
const VIEWPORT_MARGIN_PX = 8

// useLayoutEffect warns during prerendering; the measurement only matters in the browser.
const useBrowserLayoutEffect = typeof window === 'undefined' ? useEffect : useLayoutEffect

/**
 * A small label that appears above its trigger on hover and on keyboard focus, stays while
 * the pointer is over it, and closes on Escape (WCAG 1.4.13). Screen readers get its words
 * without seeing the bubble: as the trigger's name (`namesTrigger`), or as its description,
 * whose text then stays in the DOM. A name needs no bubble until it shows, which keeps a
 * dozen logos' generated ids and hidden copies out of the prerendered page.
 */
export function Tooltip({ label, children, namesTrigger = false, className }: TooltipProps) {
  const id = useId()
  const [isHovered, setIsHovered] = useState(false)
  const [isFocused, setIsFocused] = useState(false)
  const [isDismissed, setIsDismissed] = useState(false)
  const bubbleRef = useRef<HTMLSpanElement>(null)
  const isOpen = (isHovered || isFocused) && !isDismissed

  useEffect(() => {
    if (!isOpen) return
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setIsDismissed(true)
    }
    document.addEventListener('keydown', onKeyDown)
    return () => document.removeEventListener('keydown', onKeyDown)
  }, [isOpen])

  // Shift the bubble back inside the viewport; set through the CSSOM, which CSP allows.
  useBrowserLayoutEffect(() => {
    const bubble = bubbleRef.current
    if (!isOpen || !bubble) return
    bubble.style.removeProperty('--tooltip-shift')
    const rect = bubble.getBoundingClientRect()
    const maxRight = document.documentElement.clientWidth - VIEWPORT_MARGIN_PX
    const shift =
      rect.left < VIEWPORT_MARGIN_PX
        ? VIEWPORT_MARGIN_PX - rect.left
        : rect.right > maxRight
          ? maxRight - rect.right
          : 0
    if (shift !== 0) bubble.style.setProperty('--tooltip-shift', `${shift}px`)
  }, [isOpen])

  const enter = useCallback(() => {
    setIsHovered(true)
    setIsDismissed(false)
  }, [])
  const focus = useCallback(() => {
    setIsFocused(true)
    setIsDismissed(false)
  }, [])

  const trigger = cloneElement(
    children,
    namesTrigger ? { 'aria-label': label } : { 'aria-describedby': id },
  )

  return (
    <span
      className={className ? `tooltip ${className}` : 'tooltip'}
      data-state={isOpen ? 'open' : 'closed'}
      onMouseEnter={enter}
      onMouseLeave={() => setIsHovered(false)}
      onFocus={focus}
      onBlur={() => setIsFocused(false)}
    >
      {trigger}
      {namesTrigger ? (
        isOpen && (
          <span ref={bubbleRef} className="tooltip__bubble" aria-hidden="true">
            {label}
          </span>
        )
      ) : (
        <span ref={bubbleRef} id={id} role="tooltip" className="tooltip__bubble" hidden={!isOpen}>
          {label}
        </span>
      )}
    </span>
  )
}
