/**
 * `_headers` in the format Netlify and Cloudflare Pages read. Both merge every rule whose path
 * matches, joining repeated header names with commas, so each header is named in one rule
 * only: the security headers for every path, the year-long cache for `/assets/*` alone (the
 * hosts' own default for the rest revalidates, as `no-cache` does). Neither can match by
 * extension, so scripts and styles carry the page policy there, which restricts nothing
 * more on a file that is never a document.
 */
import type { HostRules } from './host-rules.ts'

export function headersFile(rules: HostRules): string {
  const block = (path: string, headers: Record<string, string>) =>
    [path, ...Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`)].join('\n')
  return `${[
    "# Written by npm run build (scripts/deploy-files/) from the Node server's headers.",
    block('/*', rules.headers),
    block(`${rules.immutablePrefix}*`, { 'Cache-Control': rules.immutable }),
  ].join('\n')}\n`
}
