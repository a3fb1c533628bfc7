import { COMPACT_QUERY } from '../../ui/breakpoint'

/**
 * How wide the hero picture shows: its `sizes`, shared by the picture and the prerendered
 * <head>'s preload so both pick the same file.
 */
export const PICTURE_SIZES = `${COMPACT_QUERY} 13rem, 22rem`

/**
 * The portrait's id: the landing page's <head> holds the first paint until the parser has
 * read it (src/app/head.ts says why).
 */
export const PORTRAIT_ID = 'hero-portrait'
