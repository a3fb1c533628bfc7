/**
 * Rasterises the hand-written SVG art under this folder into the PNG sources that the sample's `content/`
 * names (`npx tsx tools/art/render-art.ts`). The layout is mirrored: `profile.svg` becomes
 * `sites/sample/content/images/profile.png`, and `projects/<slug>/<name>.svg` (the card's `cover.svg` and
 * the case study's body images) becomes `sites/sample/content/projects/<slug>/<name>.png`. The PNGs are
 * committed so the owner can replace them with photos or screenshots without touching any SVG;
 * these files only regenerate the samples.
 */
import { mkdir, readFile, readdir } from 'node:fs/promises'
import { dirname, join, sep } from 'node:path'
import { fileURLToPath } from 'node:url'
import sharp from 'sharp'

const ART_DIR = fileURLToPath(new URL('.', import.meta.url))
const CONTENT_DIR = fileURLToPath(new URL('../../sites/sample/content/', import.meta.url))

/** `profile.svg` -> `images/profile.png`; `projects/crm/flow.svg` -> `projects/crm/flow.png`. */
function targetFor(file: string): string {
  const png = file.replace(/\.svg$/, '.png')
  return join(CONTENT_DIR, png.includes(sep) ? png : join('images', png))
}

async function main(): Promise<void> {
  const files = (await readdir(ART_DIR, { recursive: true }))
    .filter((name) => name.endsWith('.svg'))
    .sort()
  for (const file of files) {
    const svg = await readFile(join(ART_DIR, file))
    const target = targetFor(file)
    await mkdir(dirname(target), { recursive: true })
    const info = await sharp(svg).removeAlpha().png({ compressionLevel: 9 }).toFile(target)
    console.log(`${target} ${info.width}x${info.height} ${Math.round(info.size / 1024)} KiB`)
  }
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
