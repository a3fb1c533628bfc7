/**
 * Build step: writes `x.br` and `x.gz` beside every built file worth compressing, at the
 * highest levels, once per build instead of once per server start. The Node server loads them
 * (`server/static/site-files.ts`) and nginx serves them with `gzip_static`.
 */
import { readdir, readFile, rm, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import {
  compressVariants,
  isCompressible,
  VARIANT_SUFFIX,
} from '../../server/static/compression.ts'
import { buildDirFromEnv, buildPaths } from '../build-dir.ts'

async function walk(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true })
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name))
}

export interface PrecompressResult {
  files: number
  bytes: number
  brotliBytes: number
}

export async function precompress(dir: string): Promise<PrecompressResult> {
  const all = await walk(dir)
  const suffixes = Object.values(VARIANT_SUFFIX)
  // Variants left by an earlier run are rewritten or, if their file is gone, removed.
  await Promise.all(
    all.filter((path) => suffixes.some((s) => path.endsWith(s))).map((path) => rm(path)),
  )
  const sources = all.filter((path) => !suffixes.some((s) => path.endsWith(s)))
  // zlib's async calls run on libuv's thread pool, so all files at once use every core.
  const written = await Promise.all(
    sources.map(async (path) => {
      const body = await readFile(path)
      if (!isCompressible(path, body.length)) return undefined
      const variants = await compressVariants(body, 'best')
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

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const dir = process.argv[2] ?? buildPaths(buildDirFromEnv()).client
  const started = performance.now()
  const { files, bytes, brotliBytes } = await precompress(dir)
  const kib = (n: number) => `${(n / 1024).toFixed(0)} KiB`
  console.log(
    `precompressed ${files} files in ${dir}: ${kib(bytes)} -> ${kib(brotliBytes)} brotli (${Math.round(performance.now() - started)} ms)`,
  )
}
