/**
 * Which built files are worth compressing, and the brotli and gzip variants. The build
 * writes them beside each file at the highest levels (`scripts/precompress/`), so neither this
 * server nor nginx compresses at run time; brotli at level 11 costs about 2 s of CPU for the
 * whole site, which would keep a fresh start from answering within a second.
 */
import { extname } from 'node:path'
import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'

const brotli = promisify(brotliCompress)
const gz = promisify(gzip)

export const COMPRESSIBLE_EXTENSIONS = new Set([
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
export const MIN_COMPRESS_BYTES = 512

/** The file name suffix of each variant, as nginx's `gzip_static` and `brotli_static` expect. */
export const VARIANT_SUFFIX = { br: '.br', gzip: '.gz' } as const

export type VariantEncoding = keyof typeof VARIANT_SUFFIX

export function isCompressible(path: string, bytes: number): boolean {
  return COMPRESSIBLE_EXTENSIONS.has(extname(path).toLowerCase()) && bytes >= MIN_COMPRESS_BYTES
}

/**
 * `best` is for the build; `fast` for a start without build-time variants (tests' small
 * fixture sites, a build from before the variants existed), where start time matters more.
 */
export type CompressionEffort = 'best' | 'fast'

/** The variants smaller than the original; a variant that does not shrink is left out. */
export async function compressVariants(
  body: Uint8Array,
  effort: CompressionEffort,
): Promise<Partial<Record<VariantEncoding, Buffer>>> {
  const [br, gzipped] = await Promise.all([
    brotli(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: effort === 'best' ? 11 : 5,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
    gz(body, { level: effort === 'best' ? 9 : 6 }),
  ])
  return {
    ...(br.length < body.length ? { br } : {}),
    ...(gzipped.length < body.length ? { gzip: gzipped } : {}),
  }
}
