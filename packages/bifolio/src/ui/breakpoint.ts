/**
 * The page's one breakpoint: at this width and narrower it is compact (bottom navigation bar,
 * stacked project list, smaller hero picture). Code reads it here; CSS cannot read a script's
 * constant, nor a custom property inside `@media`, so the stylesheets write `1024px` themselves
 * (`grep -rn 1024px src`), and `e2e/navigation.spec.ts` checks both sides at 1024 and 1025 px.
 */
export const COMPACT_MAX_WIDTH_PX = 1024

/** Media queries for `matchMedia()` and `sizes` attributes, on either side of the breakpoint. */
export const COMPACT_QUERY = `(max-width: ${COMPACT_MAX_WIDTH_PX}px)`
export const WIDE_QUERY = `(min-width: ${COMPACT_MAX_WIDTH_PX + 1}px)`
