/**
 * The CSP for the built pages. Inline scripts (the pre-paint theme and language script) are
 * pinned by their sha256, so `script-src` needs no 'unsafe-inline'. Inline `<style>` blocks are
 * pinned the same way. Style *attributes* cannot be hashed in every browser; they are allowed
 * (`style-src-attr 'unsafe-inline'`) only if the prerendered HTML actually contains one.
 */
import { createHash } from 'node:crypto'
import type { SiteFile } from './site-files.ts'

function inlineBodies(html: string, tag: 'script' | 'style'): string[] {
  const pattern = new RegExp(`<${tag}(\\s[^>]*)?>([\\s\\S]*?)</${tag}>`, 'gi')
  const bodies: string[] = []
  for (const match of html.matchAll(pattern)) {
    const attributes = match[1] ?? ''
    if (tag === 'script' && /\ssrc\s*=/i.test(attributes)) continue
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

export function hasStyleAttribute(html: string): boolean {
  return /<[a-z][^>]*\sstyle\s*=/i.test(html)
}

/** Builds the policy from every page the server will send. */
export function contentSecurityPolicy(pages: readonly string[]): string {
  const scripts = hashes(pages.flatMap((html) => inlineBodies(html, 'script')))
  const styles = hashes(pages.flatMap((html) => inlineBodies(html, 'style')))
  const directives = [
    "default-src 'self'",
    `script-src 'self' ${scripts.join(' ')}`.trim(),
    `style-src 'self' ${styles.join(' ')}`.trim(),
    ...(pages.some(hasStyleAttribute) ? ["style-src-attr 'unsafe-inline'"] : []),
    "img-src 'self' data:",
    "font-src 'self'",
    "connect-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ]
  return directives.join('; ')
}

/** The policy for a built site: its HTML files are its pages. */
export function sitePolicy(files: ReadonlyMap<string, SiteFile>): string {
  const decoder = new TextDecoder()
  return contentSecurityPolicy(
    [...files]
      .filter(([path]) => path.endsWith('.html'))
      .map(([, file]) => decoder.decode(file.body)),
  )
}
