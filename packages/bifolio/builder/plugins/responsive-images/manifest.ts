/**
 * The manifest the browser code imports from `virtual:responsive-images`: per source file, the
 * `<source>` sets in preference order and the fallback `<img>` attributes. Only URLs and
 * numbers, so it costs a few hundred bytes of JavaScript.
 */
import type { PlannedFile, PlannedImage } from './plan.ts'

interface ResponsiveImageSource {
  type: string
  srcset: string
}

interface ResponsiveImageEntry {
  sources: ResponsiveImageSource[]
  fallback: { src: string; srcset: string; type: string }
  width: number
  height: number
}

export type ResponsiveImageManifest = Record<string, ResponsiveImageEntry>

const MIME = { avif: 'image/avif', webp: 'image/webp', jpeg: 'image/jpeg', png: 'image/png' }

function srcset(base: string, files: PlannedFile[]): string {
  return files.map((file) => `${base}${file.fileName} ${file.width}w`).join(', ')
}

export function manifestFor(images: PlannedImage[], base = '/'): ResponsiveImageManifest {
  const manifest: ResponsiveImageManifest = {}
  for (const image of images) {
    const fallback = image.files.fallback
    // The fallback `src` is for browsers without srcset support: a mid-size file is enough.
    const middle = fallback.find((file) => file.width >= 640) ?? fallback[fallback.length - 1]
    if (!middle) throw new Error(`${image.name}: no fallback file planned`)
    manifest[image.name] = {
      sources: [
        { type: MIME.avif, srcset: srcset(base, image.files.avif) },
        { type: MIME.webp, srcset: srcset(base, image.files.webp) },
      ],
      fallback: {
        src: `${base}${middle.fileName}`,
        srcset: srcset(base, fallback),
        type: MIME[middle.settings.format],
      },
      width: image.width,
      height: image.height,
    }
  }
  return manifest
}
