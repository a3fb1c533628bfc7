/** Where the site lives when `SITE_URL` is not set: `npm start` on this machine. */
const DEFAULT_SITE_URL = 'http://localhost:3000'

/**
 * `SITE_URL`, read the one way the build and the server both read it: the origin every
 * absolute link of the pages starts with (canonical, hreflang, sitemap, HSTS). Unset means
 * {@link DEFAULT_SITE_URL}; anything but an absolute http(s) URL is refused, saying why.
 */
export function parseSiteUrl(raw: string | undefined): string {
  const text = raw?.trim() || DEFAULT_SITE_URL
  try {
    const url = new URL(text)
    if (url.protocol === 'http:' || url.protocol === 'https:') return url.origin
  } catch {
    // reported below
  }
  throw new Error(
    `SITE_URL must be an absolute http(s) URL such as https://example.com; got "${text}".`,
  )
}
