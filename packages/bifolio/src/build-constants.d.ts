/**
 * The year the site was built (UTC), replaced by Vite's `define` in `vite.config.ts`. Only the
 * page's code may read it: the server's build does not define it.
 */
declare const __BUILD_YEAR__: number

/**
 * The site's languages as the content lists them, which the build writes into the pre-paint
 * script (theme/head-script.ts) alone: that script loads no module of the site's.
 */
declare const __SITE_LANGUAGES__: readonly string[]

/** The day the site was built, `YYYY-MM-DD` (UTC), from the same `define`. */
declare const __BUILD_DATE__: string

/** Whether the site lists three languages or more (`languages` of site.yml), from the same `define`. */
declare const __MANY_LANGUAGES__: boolean

/**
 * The newest outbox schema the engine knows (its last migration's number), which the Worker's
 * build defines: the deployed Worker refuses a database a newer engine migrated.
 */
declare const __ENGINE_SCHEMA__: number
