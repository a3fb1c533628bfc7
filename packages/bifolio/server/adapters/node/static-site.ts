/**
 * Serves the prerendered site from the client folder with `@hono/node-server`'s `serveStatic`
 * (the build's `.br` and `.gz` files by Accept-Encoding, HEAD, single byte ranges) and
 * `hono/etag` (304 to a matching If-None-Match). What they do not know stays here: each route
 * answered from its page's file (`fileOf`), canonical redirects (`/en` -> `/en/`), a real 404
 * with the page in the path's language, our content types, the cache rule, and the ETag.
 * Each answer opens its file on disk (the OS keeps it cached); no copy is held in memory, so a
 * start reads only the pages, for their policy.
 */
import { serveStatic } from '@hono/node-server/serve-static'
import type { Context } from 'hono'
import { Hono } from 'hono'
import { etag } from 'hono/etag'
import { existsSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import { gzipSync } from 'node:zlib'
import { extname, join } from 'node:path'
import { cacheControl, REVALIDATE } from '../../../shared/cache-rules'
import { CONTENT_TYPES } from '../../../shared/content-types'
import { contentSecurityPolicy } from '../../../shared/content-security-policy'
import { isNegotiated } from '../../../shared/precompress'
import { readSitePages } from '../../../shared/site-pages'
import { fileOf, pathOf, routeFromPath, type Route } from '../../../src/i18n/routes'
import { escapeHtml } from '../../../src/lib/escape-html'
import { chosenValue, filterAttributes, FILTERED_PAGES } from '../../../src/lib/query-filter'
import type { Site } from '../../app'
import type { AppEnv } from '../../app-env'

/**
 * Files the build writes for other hosts (`_headers`, `.assetsignore`), and the variants sent
 * only as an encoding: `serveStatic` would send any of them as a file of its own.
 */
const NEVER_SERVED = /^\/(_headers|\.assetsignore)$|\.(br|gz)$/

/** The file a path is answered from: a page's prerendered file, else the path itself. */
function fileFor(path: string): string {
  const route = routeFromPath(path)
  return route.kind === 'not-found' ? path : `/${fileOf(route)}`
}

/**
 * `serveStatic` sends no ETag, and `hono/etag` alone hashes each body it sends: it reads the
 * whole file even to answer 304, has no body to hash for HEAD, and hashes only the part of a
 * 206. The served file's modification time and size name its version as well (nginx's ETag),
 * from the headers `serveStatic` already set; `hono/etag` then only compares.
 */
function fileEtag(headers: Headers): string | undefined {
  const modifiedMs = Date.parse(headers.get('last-modified') ?? '')
  const size = headers.get('content-range')?.split('/')[1] ?? headers.get('content-length')
  if (Number.isNaN(modifiedMs) || !size || size === '*') return undefined
  const encoding = headers.get('content-encoding')
  const version = `${(modifiedMs / 1000).toString(16)}-${Number(size).toString(16)}`
  return `"${version}${encoding ? `-${encoding}` : ''}"`
}

/**
 * Our types where `serveStatic`'s table differs (`.vcf`, a charset on `.svg` and
 * `.webmanifest`), Vary on every file that may be sent compressed (`serveStatic` adds it only
 * when it sends a variant, so a shared cache could keep the uncompressed answer for all), the
 * cache rule, and the ETag.
 */
function withFileHeaders(res: Response, file: string, cache: string): Response {
  const type = CONTENT_TYPES[extname(file).toLowerCase()]
  if (type) res.headers.set('Content-Type', type)
  res.headers.set('Cache-Control', cache)
  if (isNegotiated(file)) res.headers.set('Vary', 'Accept-Encoding')
  const tag = fileEtag(res.headers)
  if (tag && res.status !== 404) res.headers.set('ETag', tag)
  return res
}

/**
 * An index page asked for filtered (`/proyectos/?tech=docker`) comes with the choice already on
 * `<html>`, where the head script would put it, so the filtered list shows where no script
 * runs; `undefined` for any other request. Its own answer, gzipped as it goes (fast, unlike
 * brotli's best) and with no ETag, since its bytes are not the file's.
 */
async function filteredIndex(root: string, route: Route, c: Context<AppEnv>, search: string) {
  if (route.kind !== 'projects' && route.kind !== 'blog') return undefined
  const key = FILTERED_PAGES[route.kind]
  const value = chosenValue(key, search)
  if (!value) return undefined
  const html = await readFile(join(root, fileOf(route)), 'utf8').catch(() => undefined)
  if (html === undefined) return undefined
  const marked = html.replace(
    /<html(?=[\s>])/,
    `<html ${filterAttributes(key).chosen}="${escapeHtml(value)}"`,
  )
  const headers = new Headers({
    'Content-Type': 'text/html; charset=utf-8',
    'Cache-Control': REVALIDATE,
    Vary: 'Accept-Encoding',
  })
  const gzipped = /\bgzip\b/.test(c.req.header('accept-encoding') ?? '')
  if (gzipped) headers.set('Content-Encoding', 'gzip')
  const body = gzipped ? gzipSync(marked) : marked
  return new Response(c.req.method === 'HEAD' ? null : body, { headers })
}

function staticSite(root: string): Hono<AppEnv> {
  const files = serveStatic<AppEnv>({
    root,
    precompressed: true,
    rewriteRequestPath: fileFor,
  })
  /** The file's answer, or `undefined` when there is no such file. */
  const serve = async (c: Context<AppEnv>) => (await files(c, async () => {})) ?? undefined

  // The 404 pages are fetched afresh with the method and Accept-Encoding alone: no Range or
  // condition of the request applies to an error page.
  const errorPages = new Hono().use(serveStatic({ root, precompressed: true }))
  async function notFound(c: Context<AppEnv>, path: string): Promise<Response> {
    const file = `/${fileOf({ kind: 'not-found', locale: routeFromPath(path).locale })}`
    const acceptEncoding = c.req.header('accept-encoding')
    const page = await errorPages.request(file, {
      method: c.req.method,
      headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {},
    })
    if (page.status !== 200) return c.text('Not Found', 404)
    const missing = new Response(page.body, { status: 404, headers: page.headers })
    return withFileHeaders(missing, file, REVALIDATE)
  }

  const site = new Hono<AppEnv>()
  site.use(etag())
  site.on(['GET', 'HEAD'], '*', async (c) => {
    const { pathname, search } = new URL(c.req.url)
    if (NEVER_SERVED.test(pathname)) return notFound(c, pathname)
    const route = routeFromPath(pathname)
    if (route.kind !== 'not-found') {
      const canonical = pathOf(route)
      // A project that does not exist has no file, and answers 404 like any unknown path.
      if (pathname !== canonical && existsSync(join(root, fileOf(route)))) {
        return c.redirect(`${canonical}${search}`, 301)
      }
    } else if (pathname.endsWith('.html')) {
      return notFound(c, pathname)
    }
    const filtered = await filteredIndex(root, route, c, search)
    if (filtered) return filtered
    const found = await serve(c)
    return found
      ? withFileHeaders(found, fileFor(pathname), cacheControl(pathname))
      : notFound(c, pathname)
  })
  site.all('*', (c) => {
    c.header('Allow', 'GET, HEAD')
    return c.text('Method Not Allowed', 405)
  })
  return site
}

/** The built site as the Node server serves it: from its folder, with its pages' policy. */
export async function nodeSite(clientDir: string): Promise<Site> {
  return {
    csp: contentSecurityPolicy(await readSitePages(clientDir)),
    routes: staticSite(clientDir),
  }
}
