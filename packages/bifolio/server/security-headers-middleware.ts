/**
 * Puts the shared security headers (`shared/security-headers.ts`) on every answer, with the
 * page policy on documents and the short one on files that are never documents. Hono's
 * `secureHeaders` sets one policy for all answers and HSTS unconditionally; here the policy
 * follows the answer's type and HSTS is sent only over HTTPS, which it needs to be honoured.
 */
import type { MiddlewareHandler } from 'hono'
import { BASE_HEADERS, HSTS, isSubresource, SUBRESOURCE_CSP } from '../shared/security-headers'
import type { AppEnv } from './app-env'

export interface SecurityHeaderOptions {
  csp: string
  /** HSTS is only meaningful (and only honoured) when the site is reached over HTTPS. */
  https: boolean
  trustProxy: boolean
}

export function securityHeaders({
  csp,
  https,
  trustProxy,
}: SecurityHeaderOptions): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    await next()
    const headers = c.res.headers
    headers.set(
      'Content-Security-Policy',
      isSubresource(headers.get('content-type')) ? SUBRESOURCE_CSP : csp,
    )
    for (const [name, value] of Object.entries(BASE_HEADERS)) headers.set(name, value)
    const forwardedHttps =
      trustProxy && c.req.header('x-forwarded-proto')?.split(',')[0]?.trim() === 'https'
    if (https || forwardedHttps || new URL(c.req.url).protocol === 'https:') {
      headers.set('Strict-Transport-Security', HSTS)
    }
  }
}
