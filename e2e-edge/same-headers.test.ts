/**
 * The Worker serves the build as the Node server does: for the same build and the same paths,
 * the same status, content type, cache rule, Content-Security-Policy and security headers, and
 * the 404 page in the path's language. Node's headers come from its code, the Worker's from the
 * `_headers` file the build writes from that code and from the platform's asset rules, so this
 * is where the two could drift apart.
 *
 * Compared as a browser acts on them, where `_headers` cannot say more (headers-file.ts): a
 * cache rule by what it makes the browser do; a content type by its media type, the platform
 * naming a few by their older names and leaving out a charset where UTF-8 is the only one;
 * the page policy on scripts, styles, fonts and pictures, which are never documents, as the
 * `default-src 'none'` Node gives them.
 */
import { readdirSync, readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildPaths } from '../packages/bifolio/builder/paths/build-dir'
import { parseConfig } from '../packages/bifolio/server/adapters/node/config'
import {
  startLocalWorker,
  type LocalWorker,
} from '../packages/bifolio/server/adapters/edge/local-worker'
import {
  startServer,
  type RunningServer,
} from '../packages/bifolio/server/adapters/node/start-server'
import { tempDir } from '../packages/bifolio/test/server/fixtures'
import { testBuildDir } from '../test/site-under-test'

const TEST_BUILD = testBuildDir()

const clientDir = resolve(buildPaths(TEST_BUILD).client)
const scriptPath = resolve(TEST_BUILD, 'edge', 'worker.js')

/** The headers a visitor's browser acts on; the rest (dates, ETags, lengths) may differ. */
const COMPARED = [
  'content-type',
  'cache-control',
  'content-security-policy',
  'x-content-type-options',
  'referrer-policy',
  'permissions-policy',
  'cross-origin-opener-policy',
  'cross-origin-resource-policy',
  'strict-transport-security',
  'location',
] as const

/** One file of each kind the build writes into `assets/`, found in the build itself. */
function assetSamples(): string[] {
  const names = readdirSync(join(clientDir, 'assets')).filter((name) => !/\.(br|gz)$/.test(name))
  const kinds = ['.js', '.css', '.woff2', '.avif', '.webp', '.jpg', '.svg']
  return kinds.flatMap((kind) => {
    const found = names.find((name) => name.endsWith(kind))
    return found ? [`/assets/${found}`] : []
  })
}

/** The site's files at its root: the CV, the card, icons, sitemap and their kin. */
function rootFiles(): string[] {
  return readdirSync(clientDir)
    .filter((name) => /\.(pdf|vcf|ico|svg|png|txt|xml|webmanifest)$/.test(name))
    .map((name) => `/${name}`)
}

/**
 * Each filtered index the build links to, by its first filter link, and by the same with a
 * value that tries to close the attribute: with no script, both servers mark the choice on
 * `<html>`, where the rules read it.
 */
function filteredPages(): string[] {
  const pages = readdirSync(clientDir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('index.html'))
    .map((file) => readFileSync(join(clientDir, file), 'utf8'))
  return pages.flatMap((html) => {
    const link = /href="([^"]+\?(?:tech|tag)=[^"]+)"/.exec(html)?.[1]?.replaceAll('&amp;', '&')
    return link ? [link, link.replace(/=.*$/, '=%22%3E%3Cb%3Eno%3C%2Fb%3E')] : []
  })
}

/** An attribute's text as a browser reads it. */
function decoded(text: string | undefined): string | undefined {
  const entities: Record<string, string> = { quot: '"', amp: '&', lt: '<', gt: '>', '#39': "'" }
  return text?.replace(/&(quot|amp|lt|gt|#39);/g, (_, name: string) => entities[name] ?? '')
}

const PAGES = [
  '/',
  '/en/',
  '/imprint',
  '/en/privacy',
  '/proyectos/',
  '/en/projects/',
  '/nada-por-aqui',
  '/en/nothing-here',
  // Not `/assets/<missing>`: the Worker answers it with the year-long cache of `/assets/*`
  // (docs/deploy.md, "The edge"), Node with `no-cache`.
]

let node: RunningServer
let edge: LocalWorker
beforeAll(async () => {
  const config = parseConfig({
    DATA_DIR: tempDir('portfolio-same-headers-'),
    HOST: '127.0.0.1',
    PORT: '0',
    SITE_URL: 'http://localhost:3000',
  })
  node = await startServer({ config, clientDir, log: () => {} })
  edge = await startLocalWorker({
    scriptPath,
    clientDir,
    vars: { SITE_URL: config.siteUrl },
    host: '127.0.0.1',
    port: 0,
  })
})
afterAll(async () => {
  await node?.stop()
  await edge?.dispose()
})

/** The same media type under the names the platform's table and Node's use. */
const MEDIA_ALIASES: Record<string, string> = {
  'image/vnd.microsoft.icon': 'image/x-icon',
  'text/x-vcard': 'text/vcard',
}

function mediaType(value: string | null): string | null {
  const essence = value?.split(';')[0]?.trim().toLowerCase()
  return essence ? (MEDIA_ALIASES[essence] ?? essence) : null
}

/** `no-cache` and `max-age=0, must-revalidate` both ask the server before every use. */
function cacheRule(value: string | null): string | null {
  if (!value) return null
  if (/\bimmutable\b/.test(value)) return value
  return /\bno-cache\b|\bmax-age=0\b/.test(value) ? 'revalidate before each use' : value
}

/** Only documents (pages, SVG, PDF) are governed by their policy. */
function documentPolicy(type: string | null, value: string | null): string | null {
  const isDocument = /^(text\/html|image\/svg\+xml|application\/pdf)$/
  return type && isDocument.test(type) ? value : 'not a document'
}

interface Answer {
  status: number
  headers: Record<string, string | null>
  lang: string | undefined
  /** The filter's choice marked on `<html>`, if any. */
  chosen: string | undefined
}

async function answer(origin: string, path: string): Promise<Answer> {
  const res = await fetch(new URL(path, origin), { redirect: 'manual' })
  const type = mediaType(res.headers.get('content-type'))
  const body = type === 'text/html' ? await res.text() : (await res.arrayBuffer(), '')
  const headers: Record<string, string | null> = Object.fromEntries(
    COMPARED.map((name) => [name, res.headers.get(name)]),
  )
  return {
    status: res.status,
    headers: {
      ...headers,
      'content-type': type,
      'cache-control': cacheRule(headers['cache-control'] ?? null),
      'content-security-policy': documentPolicy(type, headers['content-security-policy'] ?? null),
    },
    lang: /<html[^>]*\blang="([^"]+)"/.exec(body)?.[1],
    chosen: decoded(/<html[^>]*\sdata-(?:tech|tag)-filter="([^"]*)"/.exec(body)?.[1]),
  }
}

describe('the Worker and the Node server, on the same build', () => {
  it.each([...PAGES, ...filteredPages(), ...rootFiles(), ...assetSamples()])(
    '%s gets the same answer',
    async (path) => {
      const [fromNode, fromEdge] = await Promise.all([
        answer(node.url, path),
        answer(edge.url.href, path),
      ])
      expect(fromEdge).toEqual(fromNode)
    },
  )

  it('each filtered index has its choice marked on <html> by both, the same', async () => {
    const pages = filteredPages()
    expect(pages.length).toBeGreaterThan(0)
    for (const path of pages) {
      const chosen = decodeURIComponent(path.replace(/^.*?=/, ''))
      for (const origin of [node.url, edge.url.href]) {
        expect((await answer(origin, path)).chosen, `${path} from ${origin}`).toBe(chosen)
      }
    }
  })

  it.each([
    ['/nada-por-aqui', 'es'],
    ['/en/nothing-here', 'en'],
  ])('%s is answered 404 with the page in %s by both', async (path, lang) => {
    for (const origin of [node.url, edge.url.href]) {
      expect(await answer(origin, path)).toMatchObject({ status: 404, lang })
    }
  })
})
