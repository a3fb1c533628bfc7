/**
 * Serves the prerendered site: each route from its file (`fileOf`), canonical redirects
 * (`/en` -> `/en/`, `/proyectos/crm` -> `/proyectos/crm/`), a real 404 with the page in the
 * path's language, hashed assets cached for a year, HTML revalidated by ETag, brotli or gzip
 * when the browser accepts it, and single byte ranges.
 *
 * Hono's `serveStatic` (with `precompressed`) was measured in its place, behind the same
 * headers and request log: it reads each file from disk per request and answers no
 * `If-None-Match`, so a revalidated page is sent whole every time; pages served from memory
 * here ran about twice its requests per second (2,300-4,400 against 950-1,800 for `/`), assets
 * the same. The route-aware parts (redirects, the 404 language) would stay hand-written anyway.
 */
import { Hono } from 'hono'
import type { Context } from 'hono'
import { fileOf, pathOf, routeFromPath } from '../../src/i18n/routes'
import type { Site } from '../app'
import type { AppEnv } from '../app-env'
import type { ByteRange } from './byte-range'
import { byteRange } from './byte-range'
import { sitePolicy } from './content-security-policy'
import type { SiteFile } from './site-files'

/** Hashed file names change with their content, so a browser may keep them for good. */
export const IMMUTABLE_PREFIX = '/assets/'
export const IMMUTABLE = 'public, max-age=31536000, immutable'
/** Everything else keeps its name across builds, so it is checked (ETag) on every use. */
export const REVALIDATE = 'no-cache'

type Encoding = 'br' | 'gzip' | 'identity'

/** Picks the best encoding the request accepts (q=0 rules one out). */
export function negotiateEncoding(header: string | undefined, file: SiteFile): Encoding {
  const accepted = new Map<string, number>()
  for (const part of (header ?? '').split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';')
    if (!name) continue
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean)
    accepted.set(name, q === undefined ? 1 : Number(q))
  }
  const ok = (name: string) => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0
  if (file.br && ok('br')) return 'br'
  if (file.gzip && ok('gzip')) return 'gzip'
  return 'identity'
}

/** A range applies only to the file named by If-Range's validator, when it names one. */
function requestedRange(c: Context<AppEnv>, file: SiteFile): ByteRange | undefined {
  const ifRange = c.req.header('if-range')
  if (ifRange !== undefined && ifRange.trim() !== file.etag) return undefined
  return byteRange(c.req.header('range'), file.body.length)
}

function send(
  c: Context<AppEnv>,
  file: SiteFile,
  status: 200 | 404,
  cacheControl: string,
): Response {
  const range = status === 200 && c.req.method === 'GET' ? requestedRange(c, file) : undefined
  // Ranges count bytes of the file itself, so a ranged answer is never compressed.
  const encoding = range ? 'identity' : negotiateEncoding(c.req.header('accept-encoding'), file)
  const body =
    (encoding === 'br' ? file.br : encoding === 'gzip' ? file.gzip : undefined) ?? file.body
  const headers: Record<string, string> = {
    'Content-Type': file.contentType,
    'Cache-Control': cacheControl,
    ETag: encoding === 'identity' ? file.etag : `${file.etag.slice(0, -1)}-${encoding}"`,
  }
  if (file.br || file.gzip) headers.Vary = 'Accept-Encoding'
  if (encoding !== 'identity') headers['Content-Encoding'] = encoding
  if (status === 200) headers['Accept-Ranges'] = 'bytes'
  if (
    status === 200 &&
    c.req
      .header('if-none-match')
      ?.split(',')
      .some((tag) => tag.trim() === headers.ETag)
  ) {
    return c.body(null, 304, headers)
  }
  if (range === 'unsatisfiable') {
    headers['Content-Range'] = `bytes */${file.body.length}`
    return c.body(null, 416, headers)
  }
  if (range) {
    const part = file.body.subarray(range.start, range.end + 1)
    headers['Content-Range'] = `bytes ${range.start}-${range.end}/${file.body.length}`
    headers['Content-Length'] = String(part.length)
    return c.body(part, 206, headers)
  }
  headers['Content-Length'] = String(body.length)
  if (c.req.method === 'HEAD') return c.body(null, status, headers)
  return c.body(body, status, headers)
}

export function staticSite(files: ReadonlyMap<string, SiteFile>) {
  const site = new Hono<AppEnv>()
  const notFound = { es: files.get('/404.html'), en: files.get('/en/404.html') }

  site.on(['GET', 'HEAD'], '*', (c) => {
    const { pathname, search } = new URL(c.req.url)
    const route = routeFromPath(pathname)
    // A project that does not exist has no file, and answers 404 like any unknown path.
    const page = route.kind === 'not-found' ? undefined : files.get(`/${fileOf(route)}`)
    if (page) {
      const canonical = pathOf(route)
      if (pathname !== canonical) return c.redirect(`${canonical}${search}`, 301)
      return send(c, page, 200, REVALIDATE)
    }
    const asset = pathname.endsWith('.html') ? undefined : files.get(pathname)
    if (asset) {
      return send(c, asset, 200, pathname.startsWith(IMMUTABLE_PREFIX) ? IMMUTABLE : REVALIDATE)
    }
    const missing = notFound[route.locale] ?? notFound.es
    if (missing) return send(c, missing, 404, REVALIDATE)
    return c.text('Not Found', 404)
  })

  site.all('*', (c) => {
    c.header('Allow', 'GET, HEAD')
    return c.text('Method Not Allowed', 405)
  })
  return site
}

/** The built site as the Node server serves it: from memory, with its own policy. */
export function nodeSite(files: ReadonlyMap<string, SiteFile>): Site {
  return { csp: sitePolicy(files), routes: staticSite(files) }
}
