/**
 * The year the site was built (UTC), replaced by Vite's `define` in `vite.config.ts`. Only the
 * page's code may read it: the server's build does not define it.
 */
declare const __BUILD_YEAR__: number

/** The day the site was built, `YYYY-MM-DD` (UTC), from the same `define`. */
declare const __BUILD_DATE__: string
