/**
 * Vite plugin: every picture in the content folder becomes AVIF, WebP and a JPEG/PNG
 * fallback at several widths with hashed names; the ones the page's code names are described
 * by `virtual:responsive-images` (path -> sources, fallback, width, height). The client build emits the files; the SSR
 * build only needs the manifest; the dev server encodes on first request. All three agree on
 * every URL because names come from the source bytes, not from the encoder's output.
 */
import { resolve } from 'node:path'
import type { Plugin } from 'vite'
import { createEncoder, readSources } from './encode.ts'
import { manifestFor } from './manifest.ts'
import { planImage, type PlannedImage } from './plan.ts'

const VIRTUAL_ID = 'virtual:responsive-images'
const RESOLVED_ID = '\0' + VIRTUAL_ID

export interface ResponsiveImagesOptions {
  /** Folder of source pictures at any depth, e.g. `src/content`; each is named by its path there. */
  dir: string
  /**
   * Which pictures the page's code names, and so the manifest lists (the others, such as a
   * case study's, are only encoded): by default all of them.
   */
  inManifest?: () => Promise<(name: string) => boolean>
  /** Where encoded files are kept between runs. */
  cacheDir?: string
}

interface Planned {
  image: PlannedImage
  bytes: Uint8Array
}

export function responsiveImages({
  dir,
  cacheDir = 'node_modules/.cache/responsive-images',
  inManifest = async () => () => true,
}: ResponsiveImagesOptions): Plugin {
  const encodeFile = createEncoder(cacheDir)
  let base = '/'
  const planAll = async (): Promise<Planned[]> =>
    (await readSources(dir)).map((source) => ({ image: planImage(source), bytes: source.bytes }))

  return {
    name: 'portfolio:responsive-images',
    configResolved(config) {
      base = config.base
    },
    resolveId(id) {
      return id === VIRTUAL_ID ? RESOLVED_ID : undefined
    },
    async load(id) {
      if (id !== RESOLVED_ID) return undefined
      const planned = await planAll()
      for (const { image } of planned) this.addWatchFile(resolve(dir, image.name))
      const emits = !this.environment || this.environment.config.consumer === 'client'
      if (emits && this.environment?.mode !== 'dev') {
        await Promise.all(
          planned.flatMap(({ image, bytes }) =>
            Object.values(image.files)
              .flat()
              .map(async (file) => {
                const source = await encodeFile(bytes, file)
                this.emitFile({ type: 'asset', fileName: file.fileName, source })
              }),
          ),
        )
      }
      const listed = await inManifest()
      const manifest = manifestFor(
        planned.map((entry) => entry.image).filter((image) => listed(image.name)),
        base,
      )
      return `export default ${JSON.stringify(manifest)}`
    },
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const path = req.url?.split('?')[0] ?? ''
        if (!path.startsWith(`${base}assets/`)) return next()
        const fileName = path.slice(base.length)
        planAll()
          .then(async (planned) => {
            for (const { image, bytes } of planned) {
              const file = Object.values(image.files)
                .flat()
                .find((candidate) => candidate.fileName === fileName)
              if (!file) continue
              const body = await encodeFile(bytes, file)
              const ext = file.settings.format
              res.setHeader('Content-Type', `image/${ext}`)
              res.end(body)
              return
            }
            next()
          })
          .catch(next)
      })
    },
  }
}
