/**
 * The headers and cache rules of the Node server, in the terms a static host needs: which
 * headers every answer carries, and which paths are cached for good. Both come from `shared/`,
 * as the server's do.
 */
import { IMMUTABLE, IMMUTABLE_PREFIX } from '../../../shared/cache-rules.ts'
import { contentSecurityPolicy, formOrigins } from '../../../shared/content-security-policy.ts'
import { BASE_HEADERS, HSTS } from '../../../shared/security-headers.ts'

export interface HostRules {
  /** Headers on every answer, the page policy included. */
  headers: Record<string, string>
  immutablePrefix: string
  immutable: string
}

/**
 * `pages`: the built pages' HTML (`shared/site-pages.ts`). `https`: the site is served over TLS
 * (SITE_URL starts with https:), so HSTS is sent.
 */
export function hostRules(pages: readonly string[], https: boolean): HostRules {
  return {
    headers: {
      'Content-Security-Policy': contentSecurityPolicy(pages),
      ...BASE_HEADERS,
      ...(https ? { 'Strict-Transport-Security': HSTS } : {}),
    },
    immutablePrefix: IMMUTABLE_PREFIX,
    immutable: IMMUTABLE,
  }
}

/**
 * Stops the build when the pages' forms post to another origin than `PUBLIC_API_URL` names (or
 * to any other origin when it is unset). The policy takes the API's origin from the forms, so
 * a form that no longer names it would leave the script sending it blocked by its own page.
 */
export function checkApiOrigin(pages: readonly string[], publicApiUrl: string): void {
  const found = formOrigins(pages)
  const expected = publicApiUrl ? [publicApiUrl] : []
  if (found.join(' ') === expected.join(' ')) return
  throw new Error(
    `The built pages' forms post to ${found.join(' and ') || 'their own origin'}, but PUBLIC_API_URL is ${publicApiUrl || 'unset'}: the Content-Security-Policy is read from the forms (shared/content-security-policy.ts), so they must name the API's origin.`,
  )
}
