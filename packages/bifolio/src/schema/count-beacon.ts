/**
 * The page's count beacon, as the browser sends it and the API reads it: which
 * page, the device's class and the referring site's host, nothing else. The browser works out
 * the class and the host itself, so the viewport's width and the referring address never leave
 * it. The API's check of it is `count-beacon-shape.ts`, kept apart: the page sends a beacon and
 * never reads one, so the validation library stays off every page's first load.
 */

/** Where the beacon goes: the site's own API, at its origin or at `PUBLIC_API_URL`. */
export const COUNT_PATH = '/api/count'

/** A beacon is under 300 bytes; anything far larger is not one. */
export const MAX_BEACON_BYTES = 1024

export const DEVICES = ['phone', 'tablet', 'desktop'] as const
export type Device = (typeof DEVICES)[number]

/** Below this viewport width a page is read on a phone, upright or not much wider. */
const TABLET_MIN_WIDTH_PX = 600
/** From this width on, a desktop's or laptop's window. */
const DESKTOP_MIN_WIDTH_PX = 1024

export function deviceOf(viewportWidthPx: number): Device {
  if (viewportWidthPx < TABLET_MIN_WIDTH_PX) return 'phone'
  return viewportWidthPx < DESKTOP_MIN_WIDTH_PX ? 'tablet' : 'desktop'
}

/** A host name as `URL.hostname` gives it: lower case, dot-separated labels, no port. */
export const HOST =
  /^(?=.{1,253}$)[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*$/

export function isReferrerHost(host: string): boolean {
  return HOST.test(host)
}
