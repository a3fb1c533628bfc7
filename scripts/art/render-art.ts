/**
 * Rasterises the hand-written SVG art in this folder into the PNG sources that
 * `src/content/` names (`npx tsx scripts/art/render-art.ts`). The PNGs are committed so the owner can replace them
 * with photos or screenshots without touching any SVG; these files only regenerate the samples.
 */
import { readFile, readdir } from 'node:fs/promises'
import { basename, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import sharp from 'sharp'

const ART_DIR = fileURLToPath(new URL('.', import.meta.url))
const OUT_DIR = fileURLToPath(new URL('../../src/content/images/', import.meta.url))

async function main(): Promise<void> {
  const files = (await readdir(ART_DIR)).filter((name) => name.endsWith('.svg')).sort()
  for (const file of files) {
    const svg = await readFile(join(ART_DIR, file))
    const target = join(OUT_DIR, `${basename(file, '.svg')}.png`)
    const info = await sharp(svg).removeAlpha().png({ compressionLevel: 9 }).toFile(target)
    console.log(`${target} ${info.width}x${info.height} ${Math.round(info.size / 1024)} KiB`)
  }
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
