/**
 * React listens at its root for every event type it knows, CSS transitions included, and for
 * each event walks from the target up the component tree looking for a handler: about a
 * millisecond per event on a phone at a quarter of this machine's speed. A carousel turn starts
 * transitions on every slide, dispatched in the frame that should show the press. No code of the
 * site handles these events, so they stop at the window, before React's root sees them. Code
 * that comes to need `onTransitionEnd` or the like takes its event off this list
 * (ESLint's `no-restricted-syntax` in eslint.config.js refuses a handler until it does).
 *
 * Only transitions: animation events, and the mouse and touch events a press sends, are what a
 * visitor's own tools may listen for on the page (the `animationstart` trick that spots new
 * fields, a dictionary on text selection), and stopping the press events measured no faster.
 */
export const UNHANDLED_EVENTS = [
  'transitionrun',
  'transitionstart',
  'transitionend',
  'transitioncancel',
] as const

const stop = (event: Event) => event.stopPropagation()

export function stopUnhandledEvents(target: Window = window): void {
  for (const type of UNHANDLED_EVENTS) target.addEventListener(type, stop, { capture: true })
}
