/**
 * The build's settings, read from the environment once, where a command starts, and handed
 * down as values (`SiteBuild`): no step of the build reads `process.env` itself, so one build
 * cannot mix two values of a setting.
 */
import { parseSiteUrl } from '../src/lib/site-url.ts'

export interface BuildSettings {
  /** `SITE_URL`: the origin every absolute link of the pages starts with. */
  siteUrl: string
  /**
   * `PUBLIC_API_URL`: the origin of a contact API hosted apart from the static site
   * (`https://api.example.com`), or '' when both share one origin.
   */
  publicApiUrl: string
}

function publicApiUrl(raw: string | undefined): string {
  const text = raw?.trim()
  if (!text) return ''
  try {
    const url = new URL(text)
    if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error('not http(s)')
    if (url.pathname !== '/' || url.search || url.hash) throw new Error('not an origin')
    return url.origin
  } catch {
    throw new Error(
      `PUBLIC_API_URL must be the API's origin, such as https://api.example.com (no path); got "${text}"`,
    )
  }
}

export function readBuildSettings(env: NodeJS.ProcessEnv = process.env): BuildSettings {
  return { siteUrl: parseSiteUrl(env.SITE_URL), publicApiUrl: publicApiUrl(env.PUBLIC_API_URL) }
}
