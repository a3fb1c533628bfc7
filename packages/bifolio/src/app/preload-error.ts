import { readSessionFlag, writeSessionFlag } from '../lib/session-flag'

const RELOADED_KEY = 'reloaded-after-preload-error'

/**
 * After a deploy, an open tab may ask for chunks that no longer exist. One reload fetches
 * the new build; the session flag makes sure a chunk that is really gone cannot loop, and
 * without session storage we never reload at all.
 *
 * A page being left is not reloaded: Firefox fails every chunk still on its way when a visitor
 * follows a link, and a reload then would take the visitor back to the page they left (and use
 * up the session's one reload). Its failures are taken, and its imports wait (`loadedModule`).
 */
export function reloadOnceOnPreloadError(win: Window = window): void {
  let isLeaving = false
  win.addEventListener('beforeunload', () => (isLeaving = true))
  // Back in view from the back/forward cache, or a navigation that did not happen after all.
  win.addEventListener('pageshow', () => (isLeaving = false))
  win.addEventListener('vite:preloadError', (event) => {
    if (isLeaving) {
      event.preventDefault()
      return
    }
    if (readSessionFlag(win, RELOADED_KEY)) return
    if (!writeSessionFlag(win, RELOADED_KEY)) return
    event.preventDefault()
    win.location.reload()
  })
}
