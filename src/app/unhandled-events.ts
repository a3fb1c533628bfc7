/**
 * React listens at its root for every event type it knows and, for each event, walks from the
 * target up the component tree looking for a handler: one to three milliseconds per event on a
 * phone at a quarter of this machine's speed. A tap dispatches a dozen events before its
 * `click`, and a carousel turn starts transitions on every slide in the frame that should show
 * the press. The events below have no handler anywhere in the site, in a component or in
 * plain code, so they stop at the window, before React's root sees them. Code that comes to
 * need one takes it off this list (unhandled-events.test.ts fails until it does).
 */
export const UNHANDLED_EVENTS = {
  transitionrun: 'onTransitionRun',
  transitionstart: 'onTransitionStart',
  transitionend: 'onTransitionEnd',
  transitioncancel: 'onTransitionCancel',
  animationstart: 'onAnimationStart',
  animationiteration: 'onAnimationIteration',
  animationend: 'onAnimationEnd',
  // What a press sends besides the pointer events and `click` the site handles.
  mousedown: 'onMouseDown',
  mouseup: 'onMouseUp',
  mousemove: 'onMouseMove',
  touchend: 'onTouchEnd',
  touchcancel: 'onTouchCancel',
  gotpointercapture: 'onGotPointerCapture',
  lostpointercapture: 'onLostPointerCapture',
} as const

export type UnhandledEvent = keyof typeof UNHANDLED_EVENTS

const stop = (event: Event) => event.stopPropagation()

export function stopUnhandledEvents(target: Window = window): void {
  for (const type of Object.keys(UNHANDLED_EVENTS)) {
    target.addEventListener(type, stop, { capture: true, passive: true })
  }
}
