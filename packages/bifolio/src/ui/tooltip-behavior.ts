/**
 * Opens and closes every tooltip of the page (tooltip.tsx) from listeners on the document:
 * the static parts of a page are HTML no React root owns, and their tooltips work all the
 * same. The page loads this at the first hover or focus of a tooltip (tooltip-wake.ts). A bubble shows while its trigger is hovered or focused, stays while the pointer is over
 * it, and Escape closes it until the next hover or focus (WCAG 1.4.13).
 */

// Keeps the bubble this far from the viewport edges when it would overflow them.
const VIEWPORT_MARGIN_PX = 8

interface TooltipState {
  isHovered: boolean
  isFocused: boolean
  isDismissed: boolean
}

const states = new WeakMap<Element, TooltipState>()

function tooltipOf(target: EventTarget | null): HTMLElement | null {
  return target instanceof Element ? target.closest<HTMLElement>('.tooltip') : null
}

function stateOf(tooltip: Element): TooltipState {
  let state = states.get(tooltip)
  if (!state) {
    state = { isHovered: false, isFocused: false, isDismissed: false }
    states.set(tooltip, state)
  }
  return state
}

/** Shifts the bubble back inside the viewport; set through the CSSOM, which CSP allows. */
function keepInViewport(bubble: HTMLElement): void {
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
}

/**
 * The bubble of a tooltip that names its trigger, made at its first opening from that name; it
 * repeats the name, so assistive technology is not told it twice.
 */
function nameBubble(tooltip: HTMLElement): HTMLElement | null {
  const name = tooltip.firstElementChild?.getAttribute('aria-label')
  if (!name) return null
  const bubble = tooltip.ownerDocument.createElement('span')
  bubble.className = 'tooltip__bubble'
  bubble.setAttribute('aria-hidden', 'true')
  bubble.hidden = true
  bubble.textContent = name
  tooltip.append(bubble)
  return bubble
}

function show(tooltip: HTMLElement, change: Partial<TooltipState>): void {
  const state = Object.assign(stateOf(tooltip), change)
  const isOpen = (state.isHovered || state.isFocused) && !state.isDismissed
  const bubble =
    tooltip.querySelector<HTMLElement>(':scope > .tooltip__bubble') ?? nameBubble(tooltip)
  if (!bubble || bubble.hidden === !isOpen) return
  if (isOpen) tooltip.dataset.state = 'open'
  else delete tooltip.dataset.state
  bubble.hidden = !isOpen
  if (isOpen) keepInViewport(bubble)
}

/** Whether the pointer or the focus moved from `event`'s tooltip to somewhere outside it. */
function leftTooltip(tooltip: Element, event: MouseEvent | FocusEvent): boolean {
  return !(event.relatedTarget instanceof Node && tooltip.contains(event.relatedTarget))
}

/** Opens the tooltips hovered or focused before the listeners were there (tooltip-wake.ts). */
export function openUsedTooltips(root: Document = document): void {
  for (const tooltip of root.querySelectorAll<HTMLElement>('.tooltip:hover')) {
    show(tooltip, { isHovered: true, isDismissed: false })
  }
  const focused = tooltipOf(root.activeElement)
  if (focused) show(focused, { isFocused: true, isDismissed: false })
}

/** Starts answering hovers, focus and Escape for every tooltip; returns how to stop. */
export function listenToTooltips(root: Document = document): () => void {
  const over = (event: MouseEvent) => {
    const tooltip = tooltipOf(event.target)
    if (tooltip && !stateOf(tooltip).isHovered)
      show(tooltip, { isHovered: true, isDismissed: false })
  }
  const out = (event: MouseEvent) => {
    const tooltip = tooltipOf(event.target)
    if (tooltip && leftTooltip(tooltip, event)) show(tooltip, { isHovered: false })
  }
  const focusIn = (event: FocusEvent) => {
    const tooltip = tooltipOf(event.target)
    if (tooltip) show(tooltip, { isFocused: true, isDismissed: false })
  }
  const focusOut = (event: FocusEvent) => {
    const tooltip = tooltipOf(event.target)
    if (tooltip && leftTooltip(tooltip, event)) show(tooltip, { isFocused: false })
  }
  const keyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return
    for (const tooltip of root.querySelectorAll<HTMLElement>('.tooltip[data-state="open"]')) {
      show(tooltip, { isDismissed: true })
    }
  }
  root.addEventListener('mouseover', over)
  root.addEventListener('mouseout', out)
  root.addEventListener('focusin', focusIn)
  root.addEventListener('focusout', focusOut)
  root.addEventListener('keydown', keyDown)
  return () => {
    root.removeEventListener('mouseover', over)
    root.removeEventListener('mouseout', out)
    root.removeEventListener('focusin', focusIn)
    root.removeEventListener('focusout', focusOut)
    root.removeEventListener('keydown', keyDown)
  }
}
