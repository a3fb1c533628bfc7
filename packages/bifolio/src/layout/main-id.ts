/**
 * The id of every page's <main>, where the skip link leads. The navigation comes just before it
 * in the HTML, so a page's <head> can hold the first paint until the parser reaches it, having
 * read all of the navigation (src/app/head.ts says why).
 */
export const MAIN_ID = 'main'
