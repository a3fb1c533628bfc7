import { parseSiteUrl } from '../../src/lib/site-url.ts'

/** `SITE_URL` as the build reads it: the origin every absolute link of the pages starts with. */
export function siteUrlFromEnv(env: NodeJS.ProcessEnv = process.env): string {
  return parseSiteUrl(env.SITE_URL)
}

/**
 * `PUBLIC_API_URL`, a build setting: the origin of a contact API hosted apart from the
 * static site (`https://api.example.com`), or '' when both share one origin.
 */
export function publicApiUrlFromEnv(env: NodeJS.ProcessEnv = process.env): string {
  const raw = env.PUBLIC_API_URL?.trim()
  if (!raw) return ''
  try {
    const url = new URL(raw)
    if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error('not http(s)')
    if (url.pathname !== '/' || url.search || url.hash) throw new Error('not an origin')
    return url.origin
  } catch {
    throw new Error(
      `PUBLIC_API_URL must be the API's origin, such as https://api.example.com (no path); got "${raw}"`,
    )
  }
}
