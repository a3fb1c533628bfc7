/**
 * Headers every response carries, pages, API answers and errors alike.
 */
import type { MiddlewareHandler } from 'hono'
import type { AppEnv } from '../app-env'

export interface SecurityHeaderOptions {
  csp: string
  /** HSTS is only meaningful (and only honoured) when the site is reached over HTTPS. */
  https: boolean
  trustProxy: boolean
}

export const BASE_HEADERS: Record<string, string> = {
  'X-Content-Type-Options': 'nosniff',
  'X-Frame-Options': 'DENY',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy':
    'camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()',
  'Cross-Origin-Opener-Policy': 'same-origin',
  'Cross-Origin-Resource-Policy': 'same-origin',
}

const HSTS = 'max-age=63072000; includeSubDomains'

export function securityHeaders({
  csp,
  https,
  trustProxy,
}: SecurityHeaderOptions): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    await next()
    const headers = c.res.headers
    headers.set('Content-Security-Policy', csp)
    for (const [name, value] of Object.entries(BASE_HEADERS)) headers.set(name, value)
    const forwardedHttps =
      trustProxy && c.req.header('x-forwarded-proto')?.split(',')[0]?.trim() === 'https'
    if (https || forwardedHttps || new URL(c.req.url).protocol === 'https:') {
      headers.set('Strict-Transport-Security', HSTS)
    }
  }
}
