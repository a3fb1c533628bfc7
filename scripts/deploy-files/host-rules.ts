/**
 * The headers and cache rules of the Node server (`server/static/`), in the terms a static host
 * or nginx needs: which headers every answer carries, which paths get the short policy of
 * scripts, styles, fonts and pictures, and which are cached for good.
 */
import { formOrigins, sitePages, sitePolicy } from '../../server/static/content-security-policy.ts'
import {
  BASE_HEADERS,
  HSTS,
  SUBRESOURCE_CSP,
  SUBRESOURCE_EXTENSIONS,
} from '../../server/static/security-headers.ts'
import type { SiteFile } from '../../server/static/site-files.ts'
import { IMMUTABLE, IMMUTABLE_PREFIX, REVALIDATE } from '../../server/static/static-site.ts'

export interface HostRules {
  /** Headers on every answer, the page policy included. */
  headers: Record<string, string>
  subresourceCsp: string
  subresourceExtensions: readonly string[]
  immutablePrefix: string
  immutable: string
  revalidate: string
}

/** `https`: the site is served over TLS (SITE_URL starts with https:), so HSTS is sent. */
export function hostRules(files: ReadonlyMap<string, SiteFile>, https: boolean): HostRules {
  return {
    headers: {
      'Content-Security-Policy': sitePolicy(files),
      ...BASE_HEADERS,
      ...(https ? { 'Strict-Transport-Security': HSTS } : {}),
    },
    subresourceCsp: SUBRESOURCE_CSP,
    subresourceExtensions: SUBRESOURCE_EXTENSIONS,
    immutablePrefix: IMMUTABLE_PREFIX,
    immutable: IMMUTABLE,
    revalidate: REVALIDATE,
  }
}

/**
 * Stops the build when the pages' forms post to another origin than `PUBLIC_API_URL` names (or
 * to any other origin when it is unset). The policy takes the API's origin from the forms, so
 * a form that no longer names it would leave the script sending it blocked by its own page.
 */
export function checkApiOrigin(files: ReadonlyMap<string, SiteFile>, publicApiUrl: string): void {
  const found = formOrigins(sitePages(files))
  const expected = publicApiUrl ? [publicApiUrl] : []
  if (found.join(' ') === expected.join(' ')) return
  throw new Error(
    `The built pages' forms post to ${found.join(' and ') || 'their own origin'}, but PUBLIC_API_URL is ${publicApiUrl || 'unset'}: the Content-Security-Policy is read from the forms (server/static/content-security-policy.ts), so they must name the API's origin.`,
  )
}
