/**
 * The CSP for the built pages, read from the pages themselves, so it allows what they do and
 * nothing more, in two parts that the browser enforces together:
 *
 * - The header, the same on every answer: inline scripts (the pre-paint theme and language
 *   script, the entry loader: the same two on every page) are pinned by their sha256, so
 *   `script-src` needs no 'unsafe-inline'. A contact API on another origin (the build's
 *   `PUBLIC_API_URL`) is where the pages' form posts, so that origin joins `form-action`, and
 *   `connect-src` for the script that sends the form. Inline styles it leaves to each page.
 * - Each page's `<meta>` (`withPagePolicy`), put in by the build: the sha256 of that page's own
 *   `<style>` (its first screen's CSS, different on every page). In the one header these
 *   grew with every project and article, and on every answer (~54 B a page); here each page
 *   carries one. Style *attributes* cannot be hashed in every browser; a page allows them
 *   (`style-src-attr 'unsafe-inline'`) only if its HTML has one.
 *
 * A `<meta>` policy, unlike a per-path header, is the same on every host: `_headers` joins the
 * values of overlapping rules, so it cannot give each page a policy of its own.
 */
import { createHash } from 'node:crypto'

/**
 * A script element runs only without a `type` or with a JavaScript one (or `module`); any other
 * type, JSON-LD for one, is a data block the browser never executes, so the policy has no say
 * over it and pinning it would only lengthen every page's headers.
 */
const EXECUTED_TYPE = /^(|module|(text|application)\/(x-)?(java|ecma)script)$/i

function scriptType(attributes: string): string {
  const type = /\stype\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i.exec(attributes)
  return (type?.[1] ?? type?.[2] ?? type?.[3] ?? '').trim()
}

function inlineBodies(html: string, tag: 'script' | 'style'): string[] {
  const pattern = new RegExp(`<${tag}(\\s[^>]*)?>([\\s\\S]*?)</${tag}>`, 'gi')
  const bodies: string[] = []
  for (const match of html.matchAll(pattern)) {
    const attributes = match[1] ?? ''
    if (tag === 'script' && /\ssrc\s*=/i.test(attributes)) continue
    if (tag === 'script' && !EXECUTED_TYPE.test(scriptType(attributes))) continue
    bodies.push(match[2] ?? '')
  }
  return bodies
}

function hashes(bodies: Iterable<string>): string[] {
  const unique = new Set(
    [...bodies].map((body) => createHash('sha256').update(body, 'utf8').digest('base64')),
  )
  return [...unique].sort().map((hash) => `'sha256-${hash}'`)
}

function hasStyleAttribute(html: string): boolean {
  return /<[a-z][^>]*\sstyle\s*=/i.test(html)
}

/**
 * The origins, other than the pages' own, that their forms post to: the contact API's when the
 * build was given `PUBLIC_API_URL`, none otherwise (the form's action is then a bare path).
 */
export function formOrigins(pages: readonly string[]): string[] {
  const origins = new Set<string>()
  for (const html of pages) {
    for (const form of html.matchAll(/<form\b[^>]*>/gi)) {
      const action = /\saction\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i.exec(form[0])
      const url = action?.[1] ?? action?.[2] ?? action?.[3]
      if (url && /^https?:\/\//i.test(url)) origins.add(new URL(url).origin)
    }
  }
  return [...origins].sort()
}

/** Builds the header's policy from every page the server will send. */
export function contentSecurityPolicy(pages: readonly string[]): string {
  const scripts = hashes(pages.flatMap((html) => inlineBodies(html, 'script')))
  const apiOrigins = formOrigins(pages)
  const postTargets = ["'self'", ...apiOrigins].join(' ')
  // Fonts and requests fall back to `default-src 'self'`: they are named only where they need
  // more, since the policy goes out with every page's first round trip.
  const directives = [
    "default-src 'self'",
    `script-src 'self' ${scripts.join(' ')}`.trim(),
    // Each page's <meta> pins its own inline styles (withPagePolicy); both policies apply.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    ...(apiOrigins.length > 0 ? [`connect-src ${postTargets}`] : []),
    "object-src 'none'",
    "base-uri 'none'",
    `form-action ${postTargets}`,
    "frame-ancestors 'none'",
  ]
  return directives.join('; ')
}

/** The policy of one page's inline styles: its own `<style>` blocks, and attributes if it has any. */
function pageStylePolicy(html: string): string {
  const styles = hashes(inlineBodies(html, 'style'))
  return [
    `style-src 'self' ${styles.join(' ')}`.trim(),
    ...(hasStyleAttribute(html) ? ["style-src-attr 'unsafe-inline'"] : []),
  ].join('; ')
}

/**
 * The page with its own policy in a `<meta>`, before its first `<style>` (a policy applies to
 * what follows it) or, without one, at the end of `<head>`.
 */
export function withPagePolicy(html: string): string {
  const meta = `<meta http-equiv="Content-Security-Policy" content="${pageStylePolicy(html)}">`
  const at = /<style[\s>]/i.exec(html)?.index ?? html.indexOf('</head>')
  if (at < 0) throw new Error('a page without <head> cannot carry its policy')
  return `${html.slice(0, at)}${meta}${html.slice(at)}`
}
