/**
 * The built site, read once at start and held in memory (it is a few hundred KiB), with brotli
 * and gzip variants computed up front at the highest levels, so requests only pick a buffer.
 */
import { createHash } from 'node:crypto'
import { readdir, readFile } from 'node:fs/promises'
import { extname, join, relative, sep } from 'node:path'
import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'

const brotli = promisify(brotliCompress)
const gz = promisify(gzip)

export const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.ico': 'image/x-icon',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.pdf': 'application/pdf',
}

const COMPRESSIBLE = new Set([
  '.html',
  '.js',
  '.mjs',
  '.css',
  '.json',
  '.webmanifest',
  '.txt',
  '.xml',
  '.svg',
  '.ico',
])

/** Below this, compression saves less than the header costs. */
const MIN_COMPRESS_BYTES = 512

/** Copied once at load into plain `Uint8Array`s, the body type `Response` takes. */
type Bytes = Uint8Array<ArrayBuffer>

export interface SiteFile {
  body: Bytes
  br?: Bytes
  gzip?: Bytes
  contentType: string
  etag: string
}

async function walk(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true })
  const nested = await Promise.all(
    entries.map((entry) => {
      const path = join(dir, entry.name)
      return entry.isDirectory() ? walk(path) : Promise.resolve([path])
    }),
  )
  return nested.flat()
}

async function load(path: string): Promise<SiteFile> {
  const body = await readFile(path)
  const ext = extname(path).toLowerCase()
  const file: SiteFile = {
    body: new Uint8Array(body),
    contentType: CONTENT_TYPES[ext] ?? 'application/octet-stream',
    etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`,
  }
  if (COMPRESSIBLE.has(ext) && body.length >= MIN_COMPRESS_BYTES) {
    const [br, gzipped] = await Promise.all([
      brotli(body, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: 11,
          [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
        },
      }),
      gz(body, { level: 9 }),
    ])
    if (br.length < body.length) file.br = new Uint8Array(br)
    if (gzipped.length < body.length) file.gzip = new Uint8Array(gzipped)
  }
  return file
}

/** Every file under `clientDir`, keyed by its URL path (`/assets/index-abc.js`, `/en/index.html`). */
export async function loadSiteFiles(clientDir: string): Promise<Map<string, SiteFile>> {
  const paths = await walk(clientDir)
  const files = await Promise.all(paths.map(load))
  return new Map(
    paths.map((path, i) => [
      `/${relative(clientDir, path).split(sep).join('/')}`,
      files[i] as SiteFile,
    ]),
  )
}
