/**
 * How wide the hero picture shows: its `sizes`, shared by the picture and the prerendered
 * <head>'s preload so both pick the same file.
 */
export const PICTURE_SIZES = '(max-width: 1024px) 13rem, 22rem'
