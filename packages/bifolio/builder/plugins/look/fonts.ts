/**
 * The owner's two families, found on disk: a Fontsource package (`'inter'` is
 * `@fontsource/inter`, its `latin` files) or a folder of `<weight>.woff2` files under
 * the content folder. Each weight the site, the CV and the share pictures draw must be there; a
 * missing package, folder or weight is one line naming the field.
 * The fallback faces' metrics (the local Arial or Courier New scaled to the family's advance
 * widths and line box, so the swap moves no text) are measured from the files with
 * `@capsizecss/unpack`, against the system fonts' figures below.
 */
import { existsSync, readFileSync } from 'node:fs'
import { basename, join } from 'node:path'
import { fromBuffer } from '@capsizecss/unpack'
import * as fontkit from 'fontkit'
import arialWidths from './arial-widths.json' with { type: 'json' }
import type { Look, LookFont } from '../../../src/content/types.ts'

type FontRole = 'sans' | 'mono'

/** The weights drawn: the page's text 400/600/700, the CV's code touches 400/700. */
const FONT_WEIGHTS = { sans: [400, 600, 700], mono: [400, 700] } as const

/** The weights the page declares as web fonts (the CV and share pictures embed their own). */
export const WEB_WEIGHTS = { sans: [400, 600, 700], mono: [400] } as const

export interface FontFile {
  weight: number
  woff2: string
  /** Fontsource's WOFF twin, which the CV embeds as it always has; else the WOFF2. */
  woff?: string
  /** The shipped file's name, without extension: `inter-latin-400-normal`. */
  name: string
}

export interface ResolvedFamily {
  /** The CSS family name. */
  family: string
  files: FontFile[]
}

export type ResolvedFonts = Record<FontRole, ResolvedFamily>

export interface FontsOptions {
  /** The site's content folder, where the owner's font folders are. */
  contentDir: string
  /** Resolves a package file (`require.resolve`); throws when it is not installed. */
  resolve: (specifier: string) => string
  file?: string
}

interface FontsourceMetadata {
  family: string
  weights: number[]
  styles: string[]
  subsets: string[]
}

function fromFontsource(
  id: string,
  role: FontRole,
  { resolve }: FontsOptions,
  problem: (text: string) => void,
): ResolvedFamily | undefined {
  const pkg = `@fontsource/${id}`
  let metadata: FontsourceMetadata
  try {
    metadata = JSON.parse(
      readFileSync(resolve(`${pkg}/metadata.json`), 'utf8'),
    ) as FontsourceMetadata
  } catch {
    problem(`"${id}" is not an installed Fontsource family: run \`npm install --save-dev ${pkg}\``)
    return undefined
  }
  const missing = FONT_WEIGHTS[role].filter((weight) => !metadata.weights.includes(weight))
  if (!metadata.subsets.includes('latin') || !metadata.styles.includes('normal')) {
    problem(`${pkg} has no upright latin files; choose another family`)
    return undefined
  }
  if (missing.length > 0) {
    problem(
      `${pkg} has no ${missing.join(', ')} weight (it has ${metadata.weights.join(', ')}); the ${role} family needs ${FONT_WEIGHTS[role].join(', ')}: choose another family or a folder of your own files`,
    )
    return undefined
  }
  const files = FONT_WEIGHTS[role].map((weight) => {
    const name = `${id}-latin-${weight}-normal`
    return {
      weight,
      woff2: resolve(`${pkg}/files/${name}.woff2`),
      woff: resolve(`${pkg}/files/${name}.woff`),
      name,
    }
  })
  return { family: metadata.family, files }
}

function fromFolder(
  font: { family: string; dir: string },
  role: FontRole,
  { contentDir }: FontsOptions,
  problem: (text: string) => void,
): ResolvedFamily | undefined {
  const slug = font.family
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
  const files = FONT_WEIGHTS[role].map((weight) => {
    // A WOFF twin, where the owner adds one, is what the CV embeds: fontkit misreads the
    // composite glyphs of some WOFF2 files (IBM Plex Sans Arabic's) when it subsets them.
    const woff = join(contentDir, font.dir, `${weight}.woff`)
    return {
      weight,
      woff2: join(contentDir, font.dir, `${weight}.woff2`),
      ...(existsSync(woff) ? { woff } : {}),
      name: `${slug || basename(font.dir)}-${weight}`,
    }
  })
  const missing = files.filter((file) => !existsSync(file.woff2))
  if (missing.length > 0) {
    problem(
      `has no ${missing.map((file) => `${font.dir}/${file.weight}.woff2`).join(', ')} in the content folder; the ${role} family needs ${FONT_WEIGHTS[role].join(', ')}`,
    )
    return undefined
  }
  return { family: font.family, files }
}

/** Both families' files, or every problem with them. */
export function resolveFonts(
  fonts: Look['fonts'],
  options: FontsOptions,
): { fonts?: ResolvedFonts; problems: string[] } {
  const file = options.file ?? 'content/look.yml'
  const problems: string[] = []
  const resolved: Partial<ResolvedFonts> = {}
  for (const role of ['sans', 'mono'] as const) {
    const font: LookFont = fonts[role]
    const problem = (text: string) => problems.push(`${file}: "fonts"."${role}" ${text}`)
    if (typeof font === 'string') {
      if (!/^[a-z0-9-]+$/.test(font)) {
        problem(`must be a Fontsource id such as "inter" (for @fontsource/inter)`)
        continue
      }
      resolved[role] = fromFontsource(font, role, options, problem)
    } else if (!/^[\w -]+$/.test(font.family)) {
      problem(`"family" must be a name of letters, digits, spaces and hyphens`)
    } else {
      resolved[role] = fromFolder(font, role, options, problem)
    }
  }
  const { sans, mono } = resolved
  return sans && mono && problems.length === 0 ? { fonts: { sans, mono }, problems } : { problems }
}

export function fileOf(family: ResolvedFamily, weight: number): FontFile {
  const file = family.files.find((candidate) => candidate.weight === weight)
  if (!file) throw new Error(`${family.family} has no ${weight} weight`)
  return file
}

/** A fallback face's `@font-face` descriptors, in per cent of the font size. */
export interface FallbackMetrics {
  sizeAdjust: number
  ascent: number
  descent: number
  lineGap: number
}

interface SystemMetrics {
  unitsPerEm: number
  xWidthAvg: number
}

/**
 * The local faces' em and average advance (weighted by English letter frequency), as capsize
 * publishes them: three figures that do not change, kept here rather than depend on a 169 MB
 * package of every font's metrics.
 */
const ARIAL: SystemMetrics = { unitsPerEm: 2048, xWidthAvg: 913 }
const ARIAL_BOLD: SystemMetrics = { unitsPerEm: 2048, xWidthAvg: 983 }
const COURIER_NEW: SystemMetrics = { unitsPerEm: 2048, xWidthAvg: 1229 }

/** A local font's advance widths by character (Arial's, read from its metric twin Liberation Sans). */
interface WidthTable {
  unitsPerEm: number
  widths: Record<string, number>
}

/** Below this many measured characters a text says too little; capsize's average serves. */
const MIN_TEXT = 200

/**
 * The web font's width over the local one's for `text` as a whole: how much the local face
 * must be scaled for the site's own words to take the same room, and so the same lines.
 */
function textScale(file: string, table: WidthTable, text: string): number | undefined {
  const font = fontkit.create(readFileSync(file))
  if (!('glyphForCodePoint' in font)) return undefined
  let web = 0
  let local = 0
  let measured = 0
  for (const char of text) {
    const localWidth = table.widths[char]
    const glyph = font.glyphForCodePoint(char.codePointAt(0) ?? 0)
    if (localWidth === undefined || !glyph || glyph.id === 0) continue
    web += glyph.advanceWidth / font.unitsPerEm
    local += localWidth / table.unitsPerEm
    measured += 1
  }
  return measured >= MIN_TEXT && local > 0 ? web / local : undefined
}

/**
 * How a local font must be scaled to take the room of `file`: the site's own text measured in
 * both (`table` and `text`), or else their average advances (weighted by how often each letter
 * occurs in English); then the family's ascender, descender and line gap in that scaled em.
 */
async function fallbackMetrics(
  file: string,
  local: SystemMetrics,
  measure?: { table: WidthTable; text: string },
): Promise<FallbackMetrics & { familyName: string }> {
  const font = await fromBuffer(readFileSync(file))
  const scale =
    (measure && textScale(file, measure.table, measure.text)) ??
    font.xWidthAvg / font.unitsPerEm / (local.xWidthAvg / local.unitsPerEm)
  const percent = (units: number) => Math.round((units / font.unitsPerEm / scale) * 1000) / 10
  return {
    familyName: font.familyName,
    sizeAdjust: Math.round(scale * 1000) / 10,
    ascent: percent(font.ascent),
    descent: percent(Math.abs(font.descent)),
    lineGap: percent(font.lineGap),
  }
}

/** The local faces each family falls back to, and their metrics. */
export interface Fallbacks {
  sansRegular: FallbackMetrics
  sansBold: FallbackMetrics
  mono: FallbackMetrics
  /** The families' own names inside the files, which Pango matches (the share pictures). */
  internalNames: Record<FontRole, string>
}

/** `text`: the site's words, which the sans fallbacks are measured against when given. */
export async function fallbacks(fonts: ResolvedFonts, text = ''): Promise<Fallbacks> {
  const [sansRegular, sansBold, mono] = await Promise.all([
    fallbackMetrics(fileOf(fonts.sans, 400).woff2, ARIAL, { table: arialWidths.regular, text }),
    fallbackMetrics(fileOf(fonts.sans, 700).woff2, ARIAL_BOLD, { table: arialWidths.bold, text }),
    // Both monospaced: one advance each, so the average is exact.
    fallbackMetrics(fileOf(fonts.mono, 400).woff2, COURIER_NEW),
  ])
  return {
    sansRegular,
    sansBold,
    mono,
    internalNames: { sans: sansRegular.familyName, mono: mono.familyName },
  }
}
