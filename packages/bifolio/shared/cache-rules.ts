/**
 * How long a browser may keep each built file, as the Node server sends it and as `_headers`
 * tells a static host.
 */

/** Hashed file names change with their content, so a browser may keep them for good. */
export const IMMUTABLE_PREFIX = '/assets/'
export const IMMUTABLE = 'public, max-age=31536000, immutable'
/** Everything else keeps its name across builds, so it is checked (ETag) on every use. */
export const REVALIDATE = 'no-cache'

/** The `Cache-Control` of a file answered 200 at `path`; pages and 404s always revalidate. */
export function cacheControl(path: string): string {
  return path.startsWith(IMMUTABLE_PREFIX) ? IMMUTABLE : REVALIDATE
}
