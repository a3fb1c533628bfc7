/**
 * Another owner's look, built for real: the client build (stylesheet, fonts, CV) and the
 * pictures the prerender writes (favicon, share picture) carry it, and nothing of the sample's.
 */
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { inflateSync } from 'node:zlib'
import sharp from 'sharp'
import { build } from 'vite'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { clientConfig } from '../../bundles/client.ts'
import { siteUnderTest } from '../../../test/site-under-test.ts'
import type { Look } from '../../../src/content/types.ts'
import { readLook } from './read-look.ts'
import { readProfile } from '../content/profile-schema.ts'
import { OG_IMAGE_SIZE } from '../../../src/app/seo-paths.ts'
import { iconFiles } from '../../steps/site-files/icons.ts'
import { ACCENT_BAR_HEIGHT, ogImage, ogLook } from '../../steps/site-files/og-image.ts'
import { derivePalette, type Palette } from './palette.ts'
import { resolveLook, type ResolvedLook } from './resolve-look.ts'
import { SITE_CONTENT } from '../../../test/site-under-test.ts'
import { readBuildSettings } from '../../build-config.ts'

const sampleLook = (await readLook(SITE_CONTENT)) as Look
const read = await readProfile(SITE_CONTENT)
if ('problems' in read) throw new Error(read.problems.join('\n'))
const profile = read.profile

const GREEN: Look = {
  accent: { light: '#2f855a', dark: '#68d391' },
  fonts: { sans: 'inter', mono: 'fira-code' },
}

/** Every colour of a palette, as `#rrggbb`. */
function hexesOf(palette: Palette): Set<string> {
  return new Set(
    Object.values(palette).flatMap((shades) =>
      [shades.accent, shades.strong, shades.contrast, shades.focus, shades.divider].map((c) =>
        c.toLowerCase(),
      ),
    ),
  )
}

function paletteOf(look: Look): Palette {
  const { palette } = derivePalette(look)
  if (!palette) throw new Error('the look does not pass')
  return palette
}

/** White and near-black ink are not the sample's: what is left is its accent's shades. */
const SAMPLE = [...hexesOf(paletteOf(sampleLook))].filter((hex) => hex !== '#ffffff')
const GREEN_PALETTE = paletteOf(GREEN)

/** The fill and stroke colours (`r g b scn`) a PDF's content streams set, as `#rrggbb`. */
function pdfColours(pdf: Buffer): Set<string> {
  const colours = new Set<string>()
  const text = pdf.toString('latin1')
  for (const match of text.matchAll(/stream\r?\n/g)) {
    const start = (match.index ?? 0) + match[0].length
    const end = text.indexOf('endstream', start)
    let body: string
    try {
      body = inflateSync(pdf.subarray(start, end)).toString('latin1')
    } catch {
      continue
    }
    for (const op of body.matchAll(/([\d.]+) ([\d.]+) ([\d.]+) (?:scn|SCN|rg|RG)\b/g)) {
      const hex = op
        .slice(1, 4)
        .map((v) =>
          Math.round(Number(v) * 255)
            .toString(16)
            .padStart(2, '0'),
        )
        .join('')
      colours.add(`#${hex}`)
    }
  }
  return colours
}

let outDir: string
let css: string
let assets: string[]
let resolved: ResolvedLook

beforeAll(async () => {
  outDir = await mkdtemp(join(tmpdir(), 'look-build-'))
  const config = clientConfig(
    {
      siteDir: siteUnderTest(),
      contentDir: SITE_CONTENT,
      buildDir: outDir,
      cacheDir: join(siteUnderTest(), 'node_modules', '.cache', 'bifolio'),
      ...readBuildSettings({}),
    },
    GREEN,
  )
  await build({
    ...config,
    logLevel: 'silent',
    build: { ...config.build, outDir, emptyOutDir: true },
  })
  assets = await readdir(join(outDir, 'assets'))
  const sheets = assets.filter((name) => name.endsWith('.css'))
  css = (
    await Promise.all(sheets.map((name) => readFile(join(outDir, 'assets', name), 'utf8')))
  ).join('\n')
  resolved = await resolveLook(GREEN, { contentDir: SITE_CONTENT })
}, 300_000)

afterAll(() => rm(outDir, { recursive: true, force: true }))

describe('another look, built', () => {
  it('paints both themes of the stylesheet in its accent, with none of the sample’s', () => {
    for (const { accent, strong, divider } of Object.values(GREEN_PALETTE)) {
      expect(css.toLowerCase()).toContain(accent)
      expect(css.toLowerCase()).toContain(strong)
      // The lines between sections, the glow and the case study's rules: its accent's hue too.
      expect(css.toLowerCase()).toContain(divider)
    }
    for (const hex of SAMPLE) expect(css.toLowerCase(), hex).not.toContain(hex)
  })

  it('sets the text in its families, cut and shipped, with fallbacks of their own', () => {
    expect(css).toMatch(/--font-sans:\s*"?Inter"?,\s*"?Inter Fallback"?/)
    expect(css).toMatch(/--font-mono:\s*"?Fira Code"?,\s*"?Fira Code Fallback"?/)
    expect(css).toMatch(/font-family:\s*"?Inter Fallback"?;[^}]*size-adjust/)
    expect(assets.some((name) => /^inter-latin-700-normal-.*\.woff2$/.test(name))).toBe(true)
    expect(assets.some((name) => /^fira-code-latin-400-normal-.*\.woff2$/.test(name))).toBe(true)
    for (const family of ['Poppins', 'JetBrains']) expect(css).not.toContain(family)
    expect(assets.filter((name) => /poppins|jetbrains/.test(name))).toEqual([])
  })

  it('prints the CV in its accent and families', async () => {
    const pdfs = (await readdir(outDir)).filter((name) => name.endsWith('.pdf'))
    expect(pdfs).toHaveLength(2)
    for (const name of pdfs) {
      const pdf = await readFile(join(outDir, name))
      const colours = pdfColours(pdf)
      expect(colours).toContain(GREEN_PALETTE.light.strong)
      expect(colours).toContain(GREEN_PALETTE.light.accent)
      expect(colours).toContain(GREEN_PALETTE.light.divider)
      for (const hex of SAMPLE) expect(colours, hex).not.toContain(hex)
      const raw = pdf.toString('latin1')
      expect(raw).toMatch(/\+Inter-/)
      expect(raw).toMatch(/\+FiraCode-/)
      expect(raw).not.toMatch(/Poppins|JetBrains/)
    }
  })

  it('draws the favicon and the share picture in its accent', async () => {
    const icons = await iconFiles(resolved.palette.light)
    const svg = icons['favicon.svg'].toLowerCase()
    expect(svg).toContain(GREEN_PALETTE.light.accent)
    for (const hex of SAMPLE) expect(svg, hex).not.toContain(hex)

    const png = await ogImage(
      { name: 'Alex Doe', role: 'Engineer', footer: 'example.org' },
      `${SITE_CONTENT}/${profile.picture}`,
      ogLook(resolved),
    )
    // The strip along the bottom edge is the light theme's accent.
    const { data } = await sharp(png)
      .extract({
        left: OG_IMAGE_SIZE.width / 2,
        top: OG_IMAGE_SIZE.height - ACCENT_BAR_HEIGHT / 2,
        width: 1,
        height: 1,
      })
      .raw()
      .toBuffer({ resolveWithObject: true })
    const pixel = `#${[...data.subarray(0, 3)].map((v) => v.toString(16).padStart(2, '0')).join('')}`
    expect(pixel).toBe(GREEN_PALETTE.light.accent)
  })
})
