/**
 * Logs every request once it is answered, with an id that is also sent back as
 * `X-Request-Id`, so a visitor's report ("it said try again later") can be matched to its line.
 */
import type { MiddlewareHandler } from 'hono'
import type { AppEnv } from '../app-env'
import { clientAddress } from '../contact/client-address'
import type { AccessEntry } from './logger'
import { anonymizeAddress } from './logger'

/** 9 random bytes as 12 base64url characters, by Web Crypto, the same on Node and the edge. */
function randomId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(9))
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
}

/** What a reverse proxy's id may look like (nginx's `$request_id` is 32 hex digits). */
const FORWARDED_ID = /^[\w.-]{1,64}$/

export function requestLog(
  write: (entry: AccessEntry) => void,
  trustProxy: boolean,
): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const started = performance.now()
    const forwarded = trustProxy ? c.req.header('x-request-id') : undefined
    const requestId = forwarded && FORWARDED_ID.test(forwarded) ? forwarded : randomId()
    await next()
    c.res.headers.set('X-Request-Id', requestId)
    write({
      requestId,
      method: c.req.method,
      path: new URL(c.req.url).pathname,
      status: c.res.status,
      durationMs: Math.round((performance.now() - started) * 10) / 10,
      client: anonymizeAddress(clientAddress(c, trustProxy)),
    })
  }
}
