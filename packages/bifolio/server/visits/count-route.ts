/**
 * `POST /api/count`: the page's beacon (`src/app/count-visits.ts`). Its checks in order:
 * not counted (GPC, DNT, a bot) 204, 415, 413, 403 for another site's page, 429, 400 for a body
 * that is not a beacon, 422 for a page or file the site does not have, then 204 once counted
 * (503 if it cannot be). Nothing is stored but the day's total; a beacon's answer is never
 * read by the page, so a refusal costs the visitor nothing.
 */
import { Hono } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import * as v from 'valibot'
import { MAX_BEACON_BYTES } from '../../src/schema/count-beacon'
import { beaconShape, type Beacon } from '../../src/schema/count-beacon-shape'
import type { AppEnv } from '../app-env'
import type { ClientOf } from '../contact/client-address'
import type { Log } from '../log/logger'
import { beaconLimiter, DEFAULT_BEACON_LIMIT, type BeaconLimit } from './beacon-limit'
import { countedPage, type CountedSite } from './counted-site'
import { isUncounted } from './uncounted-request'
import type { Visit, VisitStore } from './visits'

export interface CountRouteOptions {
  store: Pick<VisitStore, 'record'>
  counted: CountedSite
  clientOf: ClientOf
  /** Origins whose pages may send beacons besides the API's own: the site's, ALLOWED_ORIGINS. */
  pageOrigins: readonly string[]
  limit?: BeaconLimit
  log?: Log
}

/**
 * `navigator.sendBeacon` sends a string as text/plain, which a cross-origin API receives
 * without a preflight; JSON is taken too, for `fetch`.
 */
function isBeaconType(contentType: string | undefined): boolean {
  const mime = contentType?.split(';')[0]?.trim().toLowerCase()
  return mime === 'text/plain' || mime === 'application/json'
}

function parseBeacon(text: string): Beacon | undefined {
  let body: unknown
  try {
    body = JSON.parse(text)
  } catch {
    return undefined
  }
  const result = v.safeParse(beaconShape, body)
  return result.success ? result.output : undefined
}

/** The visit a beacon describes, or nothing when it names a page or file the site lacks. */
function visitOf(beacon: Beacon, counted: CountedSite): Visit | undefined {
  const page = countedPage(counted, beacon.path)
  if (!page) return undefined
  if (beacon.kind === 'view') {
    return { kind: 'view', ...page, referrer: beacon.referrer ?? '', device: beacon.device }
  }
  if (!counted.files.has(beacon.file)) return undefined
  return {
    kind: 'download',
    path: beacon.file,
    language: page.language,
    referrer: '',
    device: beacon.device,
  }
}

export function countRoute({
  store,
  counted,
  clientOf,
  pageOrigins,
  limit = DEFAULT_BEACON_LIMIT,
  log = console.log,
}: CountRouteOptions) {
  const allow = beaconLimiter(limit)
  const route = new Hono<AppEnv>()
  route.post(
    '/',
    async (c, next) => {
      if (isUncounted((name) => c.req.header(name))) return c.body(null, 204)
      if (!isBeaconType(c.req.header('content-type'))) {
        return c.json({ error: 'unsupported_media_type' }, 415)
      }
      await next()
    },
    bodyLimit({
      maxSize: MAX_BEACON_BYTES,
      onError: (c) => c.json({ error: 'payload_too_large' }, 413),
    }),
    async (c) => {
      // A browser names the page that sent the beacon; another site's page is not ours to count.
      const origin = c.req.header('origin')
      if (origin && origin !== new URL(c.req.url).origin && !pageOrigins.includes(origin)) {
        return c.json({ error: 'forbidden' }, 403)
      }
      if (!allow(clientOf(c))) {
        c.header('Retry-After', String(Math.ceil(limit.windowMs / 1000)))
        return c.json({ error: 'too_many_requests' }, 429)
      }
      const beacon = parseBeacon(await c.req.text())
      if (!beacon) return c.json({ error: 'bad_request' }, 400)
      const visit = visitOf(beacon, counted)
      if (!visit) return c.json({ error: 'unknown_page' }, 422)
      try {
        await store.record(visit)
      } catch (error) {
        log(
          `count: storage unavailable (${error instanceof Error ? error.message : error})`,
          'warn',
        )
        return c.json({ error: 'unavailable' }, 503)
      }
      return c.body(null, 204)
    },
  )
  return route
}
