/**
 * Reads the source pictures and encodes planned files with sharp. Encoded files are cached on
 * disk by their (content-hashed) name, so AVIF's slow encoder runs once per picture change, not
 * once per build or dev request.
 */
import { mkdir, readFile, readdir, rename, writeFile } from 'node:fs/promises'
import { basename, join, sep } from 'node:path'
import sharp from 'sharp'
import type { ImageSource, PlannedFile } from './plan.ts'

const SOURCE_PATTERN = /\.(png|jpe?g|webp|avif|tiff?)$/i

/** One picture, named by `name` (its path under the content folder, e.g. `images/profile.png`). */
export async function readSource(path: string, name: string): Promise<ImageSource> {
  const bytes = await readFile(path)
  const image = sharp(bytes)
  const [meta, stats] = await Promise.all([image.metadata(), image.stats()])
  if (!meta.width || !meta.height) throw new Error(`${name}: sharp cannot read its size`)
  // An alpha channel that is fully opaque everywhere does not need a PNG fallback.
  const hasAlpha = meta.hasAlpha && !stats.isOpaque
  return { name, bytes, width: meta.width, height: meta.height, hasAlpha }
}

/** Every picture under `dir`, at any depth, named by its path relative to `dir`. */
export async function readSources(dir: string): Promise<ImageSource[]> {
  const names = (await readdir(dir, { recursive: true }))
    .map((name) => name.split(sep).join('/'))
    .filter((name) => SOURCE_PATTERN.test(name))
    .sort()
  return Promise.all(names.map((name) => readSource(join(dir, name), name)))
}

async function encode(source: Uint8Array, file: PlannedFile): Promise<Buffer> {
  const image = sharp(source).resize({ width: file.width, withoutEnlargement: true })
  const { format, quality, effort } = file.settings
  switch (format) {
    case 'avif':
      return image.avif({ quality, effort }).toBuffer()
    case 'webp':
      return image.webp({ quality, effort }).toBuffer()
    case 'jpeg':
      return image.flatten({ background: '#ffffff' }).jpeg({ quality, mozjpeg: true }).toBuffer()
    case 'png':
      return image.png({ compressionLevel: 9, palette: true, quality }).toBuffer()
  }
}

export function createEncoder(cacheDir: string) {
  const pending = new Map<string, Promise<Buffer>>()
  return (source: Uint8Array, file: PlannedFile): Promise<Buffer> => {
    const cached = join(cacheDir, basename(file.fileName))
    let job = pending.get(cached)
    if (!job) {
      job = readFile(cached).catch(async () => {
        const bytes = await encode(source, file)
        await mkdir(cacheDir, { recursive: true })
        // Write then rename, so a parallel build never reads a half-written file.
        const partial = `${cached}.${process.pid}.tmp`
        await writeFile(partial, bytes)
        await rename(partial, cached)
        return bytes
      })
      pending.set(cached, job)
    }
    return job
  }
}
