/**
 * Which files the image pipeline makes from each source picture, and the URLs they get.
 * Pure and deterministic: a URL depends only on the source bytes and the encoding settings,
 * so the dev server, the client build and the SSR build name every file identically without
 * encoding anything first.
 */
import { createHash } from 'node:crypto'
import { assetStem } from '../../paths/asset-stem.ts'

/**
 * Widths in pixels; a source never grows, so only the ones below its own width apply. 720 is
 * for the many phones about 400 px wide at 1.75-2× whose full-width pictures want 650-720
 * device pixels: without it they take the 800, some 15% more bytes than they show.
 */
const WIDTHS = [256, 384, 512, 640, 720, 800, 1200] as const

type ImageFormat = 'avif' | 'webp' | 'jpeg' | 'png'

interface EncodeSettings {
  format: ImageFormat
  quality: number
  /** AVIF/WebP CPU effort; higher is smaller and slower. */
  effort?: number
}

/** Lossless sources with transparency need a PNG fallback; everything else gets JPEG. */
function encodings(hasAlpha: boolean): Record<'avif' | 'webp' | 'fallback', EncodeSettings> {
  return {
    avif: { format: 'avif', quality: 55, effort: 4 },
    webp: { format: 'webp', quality: 78, effort: 4 },
    fallback: hasAlpha ? { format: 'png', quality: 90 } : { format: 'jpeg', quality: 80 },
  }
}

export interface PlannedFile {
  /** Output path relative to the build's root, e.g. `assets/profile-384-1a2b3c4d5e.avif`. */
  fileName: string
  width: number
  settings: EncodeSettings
}

export interface PlannedImage {
  name: string
  width: number
  height: number
  files: Record<'avif' | 'webp' | 'fallback', PlannedFile[]>
}

export interface ImageSource {
  /** File name in the content folder, e.g. `profile.png`. */
  name: string
  bytes: Uint8Array
  width: number
  height: number
  hasAlpha: boolean
}

export function widthsFor(sourceWidth: number): number[] {
  const largest = Math.min(sourceWidth, WIDTHS[WIDTHS.length - 1] ?? sourceWidth)
  return [...WIDTHS.filter((width) => width < largest), largest]
}

export function planImage(source: ImageSource): PlannedImage {
  const sourceHash = createHash('sha256').update(source.bytes).digest('hex')
  const plan = (settings: EncodeSettings): PlannedFile[] =>
    widthsFor(source.width).map((width) => {
      const hash = createHash('sha256')
        .update(`${sourceHash}:${width}:${JSON.stringify(settings)}`)
        .digest('hex')
        .slice(0, 10)
      const ext = settings.format === 'jpeg' ? 'jpg' : settings.format
      return {
        fileName: `assets/${assetStem(source.name)}-${width}-${hash}.${ext}`,
        width,
        settings,
      }
    })
  const settings = encodings(source.hasAlpha)
  return {
    name: source.name,
    width: source.width,
    height: source.height,
    files: {
      avif: plan(settings.avif),
      webp: plan(settings.webp),
      fallback: plan(settings.fallback),
    },
  }
}
