/**
 * Rasterises the starter's two placeholder pictures into the template
 * (`npx tsx packages/create-bifolio/art/render-art.ts`): `portrait.svg` becomes
 * `content/images/placeholder-portrait.png`, `cover.svg` the example project's
 * `placeholder-cover.png`. A placeholder picture's name starts with `placeholder-`, so a
 * check can tell it from the owner's own. The PNGs are committed, so creating a site needs no
 * image library; these files only redraw them.
 */
import { readFile } from 'node:fs/promises'
import { fileURLToPath } from 'node:url'
import sharp from 'sharp'

const ART = {
  'portrait.svg': '../template/content/images/placeholder-portrait.png',
  'cover.svg': '../template/content/projects/example-project/placeholder-cover.png',
} as const

for (const [source, target] of Object.entries(ART)) {
  const svg = await readFile(new URL(source, import.meta.url))
  const path = fileURLToPath(new URL(target, import.meta.url))
  // Flat shapes in a few greys: an indexed palette keeps each file a few KiB.
  const info = await sharp(svg)
    .png({ palette: true, colours: 16, compressionLevel: 9 })
    .toFile(path)
  console.log(`${path} ${info.width}x${info.height} ${Math.round(info.size / 1024)} KiB`)
}
