/**
 * React listens at its root for every event type it knows, CSS transitions and animations
 * included, and for each event walks from the target up the component tree looking for a
 * handler: about a millisecond per event on a phone at a quarter of this machine's speed. A
 * carousel turn starts transitions on every slide, dispatched in the frame that should show the
 * press. No component of the site handles these events, so they stop at the window, before
 * React's root sees them. A component that comes to need `onTransitionEnd` or the like takes its
 * event off this list (unhandled-events.test.ts fails until it does).
 */
export const UNHANDLED_EVENTS = [
  'transitionrun',
  'transitionstart',
  'transitionend',
  'transitioncancel',
  'animationstart',
  'animationiteration',
  'animationend',
] as const

const stop = (event: Event) => event.stopPropagation()

export function stopUnhandledEvents(target: Window = window): void {
  for (const type of UNHANDLED_EVENTS) target.addEventListener(type, stop, { capture: true })
}
