/**
 * Favicons and the web manifest, drawn from one SVG mark (a code chevron pair on the owner's
 * accent, from the light theme's accent to its strong shade, in the button text's colour), so
 * the tab, the home screen and the install prompt all show the same sign.
 */
import sharp from 'sharp'
import { THEME_COLORS } from '../../../src/app/seo-paths.ts'
import type { ThemePalette } from '../../plugins/look/palette.ts'

function mark(ink: string): string {
  return `<path d="M26 22 L14 32 L26 42 M38 22 L50 32 L38 42" fill="none" stroke="${ink}" stroke-width="5.5" stroke-linecap="round" stroke-linejoin="round"/>`
}

/** Rounded tile for the tab; the full-bleed square is for platforms that round it themselves. */
function iconSvg(shades: ThemePalette, { fullBleed = false } = {}): string {
  const radius = fullBleed ? 0 : 14
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${shades.accent}"/><stop offset="1" stop-color="${shades.strong}"/></linearGradient></defs><rect width="64" height="64" rx="${radius}" fill="url(#g)"/>${mark(shades.contrast)}</svg>\n`
}

async function png(svg: string, size: number): Promise<Buffer> {
  return sharp(Buffer.from(svg), { density: (72 * size) / 64 })
    .resize(size, size)
    .png({ compressionLevel: 9 })
    .toBuffer()
}

/** An ICO holding one PNG image, which every browser since IE accepts. */
function icoFromPng(image: Buffer, size: number): Buffer {
  const header = Buffer.alloc(22)
  header.writeUInt16LE(0, 0)
  header.writeUInt16LE(1, 2)
  header.writeUInt16LE(1, 4)
  header.writeUInt8(size, 6)
  header.writeUInt8(size, 7)
  header.writeUInt16LE(1, 10)
  header.writeUInt16LE(32, 12)
  header.writeUInt32LE(image.length, 14)
  header.writeUInt32LE(22, 18)
  return Buffer.concat([header, image])
}

export interface IconFiles {
  'favicon.svg': string
  'favicon.ico': Buffer
  'apple-touch-icon.png': Buffer
  'icon-192.png': Buffer
  'icon-512.png': Buffer
  'icon-maskable-512.png': Buffer
}

/** Every icon, in the light theme's accent shades (`palette.light`). */
export async function iconFiles(shades: ThemePalette): Promise<IconFiles> {
  const tile = iconSvg(shades)
  const square = iconSvg(shades, { fullBleed: true })
  return {
    'favicon.svg': tile,
    'favicon.ico': icoFromPng(await png(tile, 32), 32),
    'apple-touch-icon.png': await png(square, 180),
    'icon-192.png': await png(tile, 192),
    'icon-512.png': await png(tile, 512),
    'icon-maskable-512.png': await png(square, 512),
  }
}

export function webManifest({ name, description }: { name: string; description: string }): string {
  const manifest = {
    name,
    short_name: name.split(' ')[0] ?? name,
    description,
    start_url: '/',
    scope: '/',
    display: 'browser',
    background_color: THEME_COLORS.light,
    theme_color: THEME_COLORS.light,
    icons: [
      { src: '/icon-192.png', sizes: '192x192', type: 'image/png' },
      { src: '/icon-512.png', sizes: '512x512', type: 'image/png' },
      { src: '/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  }
  return `${JSON.stringify(manifest, null, 2)}\n`
}
