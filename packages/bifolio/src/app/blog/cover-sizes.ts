/** How wide an article's cover shows: the text column's width, or the screen's less its margins. */
export const ARTICLE_COVER_SIZES = '(min-width: 52rem) 46rem, calc(100vw - 2.5rem)'
