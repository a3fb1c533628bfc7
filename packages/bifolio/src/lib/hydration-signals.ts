/** What the page announces as React takes it over. */

/**
 * Dispatched on `document` once React listens to the prerendered page: the inline entry
 * loader (src/app/entry-loader.ts) then presses again what was pressed before.
 */
export const HYDRATING_EVENT = 'app:hydrating'

/**
 * Set on the contact form once React answers its typing and submitting; until then a Send
 * posts the form to the server. Browser tests wait for it.
 */
export const HYDRATED_FORM_ATTRIBUTE = 'data-hydrated'

/**
 * Dispatched on `document` once a language switch has put the other language's words in the
 * page: the static parts' prerendered attributes are back, and what answers them from the
 * document shows its state again (layout/floating-menu-wake.ts).
 */
export const LOCALE_SHOWN_EVENT = 'app:locale-shown'
