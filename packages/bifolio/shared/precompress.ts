/**
 * Writes `x.br` and `x.gz` beside every built file worth compressing, at the highest levels,
 * once per build: the Node server sends them (`serveStatic`'s `precompressed`) and never
 * compresses at run time, where brotli at level 11 would cost about 2 s of CPU for the site.
 * The build runs it, and the server's tests on their fixture site.
 */
import { readdir, readFile, rm, writeFile } from 'node:fs/promises'
import { extname, join } from 'node:path'
import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'

const brotli = promisify(brotliCompress)
const gz = promisify(gzip)

const COMPRESSIBLE_EXTENSIONS = new Set([
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

/** The file name suffix of each variant, the names `serveStatic` looks for. */
const VARIANT_SUFFIX = { br: '.br', gzip: '.gz' } as const

/** Whether a file of this name may have variants, so its answer varies with Accept-Encoding. */
export function isNegotiated(path: string): boolean {
  return COMPRESSIBLE_EXTENSIONS.has(extname(path).toLowerCase())
}

function isCompressible(path: string, bytes: number): boolean {
  return isNegotiated(path) && bytes >= MIN_COMPRESS_BYTES
}

/** The variants smaller than the original; a variant that does not shrink is left out. */
async function compressVariants(body: Uint8Array): Promise<{ br?: Buffer; gzip?: Buffer }> {
  const [br, gzipped] = await Promise.all([
    brotli(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 11,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
    gz(body, { level: 9 }),
  ])
  return {
    ...(br.length < body.length ? { br } : {}),
    ...(gzipped.length < body.length ? { gzip: gzipped } : {}),
  }
}

export interface PrecompressResult {
  files: number
  bytes: number
  brotliBytes: number
}

export async function precompress(dir: string): Promise<PrecompressResult> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true })
  const all = entries.filter((e) => e.isFile()).map((e) => join(e.parentPath, e.name))
  const suffixes = Object.values(VARIANT_SUFFIX)
  const isVariant = (path: string) => suffixes.some((suffix) => path.endsWith(suffix))
  // Variants left by an earlier run are rewritten or, if their file is gone, removed.
  await Promise.all(all.filter(isVariant).map((path) => rm(path)))
  // zlib's async calls run on libuv's thread pool, so all files at once use every core.
  const written = await Promise.all(
    all
      .filter((path) => !isVariant(path))
      .map(async (path) => {
        const body = await readFile(path)
        if (!isCompressible(path, body.length)) return undefined
        const variants = await compressVariants(body)
        if (variants.br) await writeFile(`${path}${VARIANT_SUFFIX.br}`, variants.br)
        if (variants.gzip) await writeFile(`${path}${VARIANT_SUFFIX.gzip}`, variants.gzip)
        return { bytes: body.length, brotliBytes: (variants.br ?? body).length }
      }),
  )
  const result: PrecompressResult = { files: 0, bytes: 0, brotliBytes: 0 }
  for (const file of written) {
    if (!file) continue
    result.files += 1
    result.bytes += file.bytes
    result.brotliBytes += file.brotliBytes
  }
  return result
}
