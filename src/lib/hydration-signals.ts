/**
 * How the inline entry loader (src/app/entry-loader.ts) learns what React has taken over, so
 * it can replay what the visitor did before the code arrived.
 */

/** Dispatched on `document` once React listens to the prerendered page. */
export const HYDRATING_EVENT = 'app:hydrating'

/**
 * Set on a form once React answers its typing and submitting. Until then a submission is
 * held, and it is replayed when the attribute appears.
 */
export const HYDRATED_FORM_ATTRIBUTE = 'data-hydrated'
