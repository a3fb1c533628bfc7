import { cloneElement, useId, type ReactElement } from 'react'
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

/**
 * A small label that appears above its trigger on hover and on keyboard focus, stays while
 * the pointer is over it, and closes on Escape (WCAG 1.4.13). Screen readers get its words
 * without seeing the bubble: as the trigger's name (`namesTrigger`, the bubble then hidden
 * from them, and made on first opening from the trigger's name), or as its description. Only markup: one listener for the whole document opens
 * and closes every bubble (tooltip-behavior.ts), so a tooltip works in a part of the page that
 * no React root owns.
 */
export function Tooltip({ label, children, namesTrigger = false, className }: TooltipProps) {
  const id = useId()
  const trigger = cloneElement(
    children,
    namesTrigger ? { 'aria-label': label } : { 'aria-describedby': id },
  )
  return (
    // `data-state="open"` is set by the document's listener while the bubble shows.
    <span className={className ? `tooltip ${className}` : 'tooltip'}>
      {trigger}
      {/* A name is already the trigger's: its bubble is made when it first opens, which keeps
          dozens of logos' hidden copies out of the prerendered page. */}
      {namesTrigger ? null : (
        <span id={id} role="tooltip" className="tooltip__bubble" hidden>
          {label}
        </span>
      )}
    </span>
  )
}
