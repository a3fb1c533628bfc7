import { readSessionFlag, writeSessionFlag } from '../lib/session-flag'

const RELOADED_KEY = 'reloaded-after-preload-error'

/**
 * After a deploy, an open tab may ask for chunks that no longer exist. One reload fetches
 * the new build; the session flag makes sure a chunk that is really gone cannot loop, and
 * without session storage we never reload at all.
 */
export function reloadOnceOnPreloadError(win: Window = window): void {
  win.addEventListener('vite:preloadError', (event) => {
    if (readSessionFlag(win, RELOADED_KEY)) return
    if (!writeSessionFlag(win, RELOADED_KEY)) return
    event.preventDefault()
    win.location.reload()
  })
}
