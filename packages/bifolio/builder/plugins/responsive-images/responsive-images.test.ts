import { join } from 'node:path'
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { owner } from '../../../src/content/owner.ts'
import { readSources } from './encode.ts'
import { manifestFor } from './manifest.ts'
import { planImage, widthsFor } from './plan.ts'
import { SITE_CONTENT } from '../../../test/site-under-test.ts'

const CONTENT = SITE_CONTENT

describe('responsive image manifest', () => {
  it('gives every content picture AVIF, WebP and a fallback with its intrinsic size', async () => {
    const sources = await readSources(CONTENT)
    const manifest = manifestFor(sources.map(planImage))
    expect(sources.length).toBeGreaterThan(0)
    for (const { name } of sources) {
      const entry = manifest[name]
      expect(entry, name).toBeDefined()
      expect(entry?.sources.map((source) => source.type)).toEqual(['image/avif', 'image/webp'])
      expect(entry?.sources[0]?.srcset).toMatch(/^\/assets\/\S+-256-[0-9a-f]{10}\.avif 256w, /)
      expect(entry?.fallback.src).toMatch(/^\/assets\/\S+\.(jpg|png)$/)
      expect(entry?.fallback.type).toMatch(/^image\/(jpeg|png)$/)
      expect(entry?.width).toBeGreaterThan(0)
      expect(entry?.height).toBeGreaterThan(0)
    }
    const { width, height } = await sharp(join(CONTENT, owner.picture)).metadata()
    expect(manifest[owner.picture]).toMatchObject({ width, height })
  })

  it('names files from the source bytes, so every build agrees on the URLs', () => {
    const source = { name: 'a b.png', bytes: new Uint8Array([1, 2, 3]), width: 700, height: 350 }
    const opaque = planImage({ ...source, hasAlpha: false })
    expect(planImage({ ...source, hasAlpha: false })).toEqual(opaque)
    expect(opaque.files.fallback[0]?.fileName).toMatch(/^assets\/a-b-256-[0-9a-f]{10}\.jpg$/)
    expect(planImage({ ...source, hasAlpha: true }).files.fallback[0]?.settings.format).toBe('png')
    const changed = planImage({ ...source, bytes: new Uint8Array([9]), hasAlpha: false })
    expect(changed.files.avif[0]?.fileName).not.toBe(opaque.files.avif[0]?.fileName)
  })

  it('never enlarges a source', () => {
    expect(widthsFor(700)).toEqual([256, 384, 512, 640, 700])
    expect(widthsFor(760)).toEqual([256, 384, 512, 640, 720, 760])
    expect(widthsFor(3000)).toEqual([256, 384, 512, 640, 720, 800, 1200])
    expect(widthsFor(200)).toEqual([200])
  })

  it('prefixes the base path', () => {
    const plan = planImage({
      name: 'x.png',
      bytes: new Uint8Array([1]),
      width: 300,
      height: 300,
      hasAlpha: false,
    })
    expect(manifestFor([plan], '/portfolio/')['x.png']?.fallback.src).toMatch(
      /^\/portfolio\/assets\//,
    )
  })
})
