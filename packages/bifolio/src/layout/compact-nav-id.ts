/**
 * The compact nav's id. It is the last of the two navigation bars in the HTML, so a page's
 * <head> can hold the first paint until the parser has read both (src/app/head.ts says why).
 */
export const COMPACT_NAV_ID = 'compact-nav'
