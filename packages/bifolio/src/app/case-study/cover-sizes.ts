/** How wide a case study's cover shows; the head preloads the same candidate the page picks. */
export const COVER_SIZES = '(min-width: 64rem) 30rem, calc(100vw - 2.5rem)'
