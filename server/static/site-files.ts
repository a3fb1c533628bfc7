/**
 * The built site, read once at start and held in memory (it is a few hundred KiB), with the
 * brotli and gzip variants the build wrote beside each file (`x.js.br`, `x.js.gz`), so requests
 * only pick a buffer. A file without them (a fixture site, an older build) is compressed at
 * start, at a fast level.
 */
import { createHash } from 'node:crypto'
import { readdir, readFile, stat } from 'node:fs/promises'
import { extname, join, relative, sep } from 'node:path'
import type { VariantEncoding } from './compression.ts'
import { CONTENT_TYPES } from './content-types.ts'
import { compressVariants, isCompressible, VARIANT_SUFFIX } from './compression.ts'

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

export { CONTENT_TYPES } from './content-types.ts'

const VARIANT_FILE = /\.(br|gz)$/

/** Files the build writes for other hosts (`scripts/deploy-files/`); this server never sends them. */
export const HOST_FILES = new Set(['/_headers', '/.assetsignore'])

/** A variant on disk, if the build wrote one after the file itself was last written. */
async function readVariant(path: string, builtAt: number): Promise<Buffer | undefined> {
  try {
    const variant = await stat(path)
    return variant.mtimeMs >= builtAt ? await readFile(path) : undefined
  } catch {
    return undefined
  }
}

async function variants(
  path: string,
  body: Buffer,
): Promise<Partial<Record<VariantEncoding, Buffer>>> {
  const builtAt = (await stat(path)).mtimeMs
  const [br, gzip] = await Promise.all([
    readVariant(`${path}${VARIANT_SUFFIX.br}`, builtAt),
    readVariant(`${path}${VARIANT_SUFFIX.gzip}`, builtAt),
  ])
  if (br || gzip) return { br, gzip }
  return compressVariants(body, 'fast')
}

async function load(path: string): Promise<SiteFile> {
  const body = await readFile(path)
  const file: SiteFile = {
    body: new Uint8Array(body),
    contentType: CONTENT_TYPES[extname(path).toLowerCase()] ?? 'application/octet-stream',
    etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`,
  }
  if (isCompressible(path, body.length)) {
    const { br, gzip } = await variants(path, body)
    if (br && br.length < body.length) file.br = new Uint8Array(br)
    if (gzip && gzip.length < body.length) file.gzip = new Uint8Array(gzip)
  }
  return file
}

/** Every file under `clientDir`, keyed by its URL path (`/assets/index-abc.js`, `/en/index.html`). */
export async function loadSiteFiles(clientDir: string): Promise<Map<string, SiteFile>> {
  const all = await walk(clientDir)
  const present = new Set(all)
  // A variant is served as its file's encoding, never as a file of its own.
  const paths = all.filter(
    (path) => !(VARIANT_FILE.test(path) && present.has(path.replace(VARIANT_FILE, ''))),
  )
  const urlOf = (path: string) => `/${relative(clientDir, path).split(sep).join('/')}`
  const served = paths.filter((path) => !HOST_FILES.has(urlOf(path)))
  const files = await Promise.all(served.map(load))
  return new Map(served.map((path, i) => [urlOf(path), files[i] as SiteFile]))
}
