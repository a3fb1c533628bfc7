import { afterNextFrame, afterNextPaint } from '../lib/after-paint'
import { writeStorage } from '../lib/storage'
import { THEME_STORAGE_KEY, THEME_SWITCHING_CLASS, type Theme } from './theme'

/** A pressed theme the page has not taken on yet (see `setTheme`). */
let pressed: Theme | null = null
/** Counts the switches, so only the latest one gives the transitions back. */
let switches = 0

/**
 * The theme shown: the head script has already put it on <html>, and the class is the source
 * of truth, but for a theme just pressed, which the toggle shows a frame before the page does.
 */
export function readTheme(): Theme {
  return pressed ?? (document.documentElement.classList.contains('dark') ? 'dark' : 'light')
}

/**
 * Saves `theme` and puts it on the page. Recolouring restyles every element on the page, far
 * longer than a frame on a slow phone: the toggle shows the press in this frame (`readTheme`
 * answers the new theme at once), and the page takes it on once that frame is on screen, so the
 * restyle does not hold it back.
 *
 * Colours then snap instead of fading: a fade would start a transition on every element that
 * declares one, which makes the restyle slower, dispatches an event per transition and
 * restyles again every frame. The transitions come back once the new colours are on screen.
 */
function setTheme(theme: Theme): void {
  pressed = theme
  writeStorage(THEME_STORAGE_KEY, theme)
  afterNextFrame(() => {
    // A later press has its own turn.
    if (pressed !== theme) return
    pressed = null
    const root = document.documentElement
    root.classList.remove('light', 'dark')
    root.classList.add(theme, THEME_SWITCHING_CLASS)
    const mine = (switches += 1)
    afterNextPaint(() => {
      if (mine === switches) root.classList.remove(THEME_SWITCHING_CLASS)
    })
  })
}

/** Switches to the theme other than the one shown. */
export function toggleTheme(): Theme {
  const next = readTheme() === 'dark' ? 'light' : 'dark'
  setTheme(next)
  return next
}
