/**
 * The Open Graph picture of one language (1200 x 630): the owner's name and role in the
 * site's own sans, beside the avatar, on the dark theme's navy with the owner's accent.
 */
import { createHash } from 'node:crypto'
import { readFile, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import sharp from 'sharp'
import subsetFont from 'subset-font'
import { OG_IMAGE_SIZE } from '../../../src/app/seo-paths.ts'
import { escapeHtml } from '../../../src/lib/escape-html.ts'
import { THEME_SURFACES } from '../../../src/theme/surfaces.ts'
import { fileOf } from '../../plugins/look/fonts.ts'
import type { Palette } from '../../plugins/look/palette.ts'
import type { ResolvedLook } from '../../plugins/look/resolve-look.ts'

const { width: WIDTH, height: HEIGHT } = OG_IMAGE_SIZE
const AVATAR = 360

export interface OgText {
  name: string
  role: string
  /** A short line under the role, e.g. the site's host name. */
  footer: string
}

/** What the pictures take from the owner's look: the accent shades and the sans family. */
export interface OgLook {
  palette: Palette
  sans: {
    /** The family's name inside its files, which Pango matches. */
    family: string
    semibold: string
    bold: string
  }
}

export function ogLook({ palette, fonts, fallbacks }: ResolvedLook): OgLook {
  const file = (weight: number) => {
    const found = fileOf(fonts.sans, weight)
    return found.woff ?? found.woff2
  }
  return {
    palette,
    sans: { family: fallbacks.internalNames.sans, semibold: file(600), bold: file(700) },
  }
}

/** The strip along the bottom edge, in the light theme's accent, on every picture. */
export const ACCENT_BAR_HEIGHT = 12

/**
 * The owner's pictures' ground: the dark theme's navy, a glow of the accent centred at
 * `glow` (fractions of the picture), the short accent rule at `ruleTop` and the accent strip.
 */
function navyGround(
  { dark, light }: Palette,
  glow: { cx: number; cy: number; r: number },
  ruleTop: number,
  marks = '',
): string {
  const navy = THEME_SURFACES.dark
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${navy.bg}"/><stop offset="1" stop-color="${navy.card}"/></linearGradient>
    <radialGradient id="glow" cx="${glow.cx}" cy="${glow.cy}" r="${glow.r}"><stop offset="0" stop-color="${dark.accent}" stop-opacity="0.35"/><stop offset="1" stop-color="${dark.accent}" stop-opacity="0"/></radialGradient>
  </defs>
  <rect width="${WIDTH}" height="${HEIGHT}" fill="url(#bg)"/>
  <rect width="${WIDTH}" height="${HEIGHT}" fill="url(#glow)"/>${marks}
  <rect x="80" y="${ruleTop}" width="72" height="8" rx="4" fill="${dark.accent}"/>
  <rect x="0" y="${HEIGHT - ACCENT_BAR_HEIGHT}" width="${WIDTH}" height="${ACCENT_BAR_HEIGHT}" fill="${light.accent}"/>
</svg>`
}

/** The owner's own picture's ground: the glow and two rings where the avatar sits. */
function background(palette: Palette): string {
  const rings = `
  <circle cx="930" cy="315" r="236" fill="none" stroke="${palette.dark.accent}" stroke-width="6"/>
  <circle cx="930" cy="315" r="270" fill="none" stroke="${palette.dark.accent}" stroke-opacity="0.25" stroke-width="2"/>`
  return navyGround(palette, { cx: 0.8, cy: 0.45, r: 0.5 }, 150, rings)
}

/**
 * Every character the `latin` files of `@fontsource` may hold (Basic Latin to Latin Extended-B,
 * general punctuation, € and ™): the ones a file lacks are skipped.
 */
const LATIN_RANGES: ReadonlyArray<readonly [first: number, last: number]> = [
  [0x20, 0x24f],
  [0x2000, 0x206f],
  [0x20ac, 0x20ac],
  [0x2122, 0x2122],
]
const LATIN_TEXT = LATIN_RANGES.flatMap(([first, last]) =>
  Array.from({ length: last - first + 1 }, (_, i) => String.fromCodePoint(first + i)),
).join('')

const trueTypeFiles = new Map<string, Promise<string>>()

/**
 * Pango loads fonts by path and reads no WOFF, so `subset-font` writes each file once as
 * TrueType into a temp folder.
 */
function trueType(file: string): Promise<string> {
  let made = trueTypeFiles.get(file)
  if (!made) {
    made = (async () => {
      const key = createHash('sha256').update(file).digest('hex').slice(0, 12)
      const path = join(tmpdir(), `og-font-${key}-${process.pid}.ttf`)
      const font = await readFile(file)
      await writeFile(path, await subsetFont(font, LATIN_TEXT, { targetFormat: 'truetype' }))
      return path
    })()
    trueTypeFiles.set(file, made)
  }
  return made
}

async function fonts({ sans }: OgLook) {
  const [semibold, bold] = await Promise.all([trueType(sans.semibold), trueType(sans.bold)])
  return {
    semibold: { file: semibold, font: (size: number) => `${sans.family} SemiBold ${size}` },
    bold: { file: bold, font: (size: number) => `${sans.family} Bold ${size}` },
  }
}

async function textLayer(
  text: string,
  font: string,
  fontfile: string,
  color: string,
  width: number,
) {
  return sharp({
    text: {
      text: `<span foreground="${color}">${escapeHtml(text)}</span>`,
      font,
      fontfile,
      width,
      wrap: 'word',
      rgba: true,
      dpi: 72,
    },
  })
    .png()
    .toBuffer({ resolveWithObject: true })
}

export async function ogImage(text: OgText, avatarPath: string, look: OgLook): Promise<Buffer> {
  const { bold, semibold } = await fonts(look)
  const textWidth = 600
  const name = await textLayer(text.name, bold.font(84), bold.file, '#ffffff', textWidth)
  const role = await textLayer(
    text.role,
    semibold.font(40),
    semibold.file,
    look.palette.dark.strong,
    textWidth,
  )
  const footer = await textLayer(
    text.footer,
    semibold.font(26),
    semibold.file,
    '#a3b1c6',
    textWidth,
  )
  const mask = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${AVATAR}" height="${AVATAR}"><circle cx="${AVATAR / 2}" cy="${AVATAR / 2}" r="${AVATAR / 2}"/></svg>`,
  )
  const avatar = await sharp(avatarPath)
    .resize(AVATAR, AVATAR)
    .composite([{ input: mask, blend: 'dest-in' }])
    .png()
    .toBuffer()
  const nameTop = 190
  const roleTop = nameTop + name.info.height + 24
  return sharp(Buffer.from(background(look.palette)))
    .composite([
      { input: name.data, left: 80, top: nameTop },
      { input: role.data, left: 80, top: roleTop },
      { input: footer.data, left: 80, top: HEIGHT - 60 - footer.info.height },
      { input: avatar, left: 930 - AVATAR / 2, top: 315 - AVATAR / 2 },
    ])
    .png({ compressionLevel: 9 })
    .toBuffer()
}

export interface ProjectOgText {
  /** E.g. `Case study`, written as the site writes its tags: `<Case study/>`. */
  label: string
  title: string
  /** The owner's name and the site's host. */
  footer: string
}

const COVER = { width: 500, height: 375, radius: 24 } as const

/**
 * A case study's picture (1200 x 630): the project's title in its own card colours beside its
 * cover, so a shared link looks like the card the visitor will find.
 */
export async function projectOgImage(
  text: ProjectOgText,
  colors: { main: string; second: string; ink: string },
  coverPath: string,
  look: OgLook,
): Promise<Buffer> {
  const { bold, semibold } = await fonts(look)
  const textWidth = 540
  const label = await textLayer(
    `<${text.label}/>`,
    semibold.font(30),
    semibold.file,
    colors.ink,
    textWidth,
  )
  const title = await textLayer(text.title, bold.font(68), bold.file, colors.ink, textWidth)
  const footer = await textLayer(
    text.footer,
    semibold.font(26),
    semibold.file,
    colors.ink,
    textWidth,
  )
  const background = `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}">
  <defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${colors.main}"/><stop offset="1" stop-color="${colors.second}"/></linearGradient></defs>
  <rect width="${WIDTH}" height="${HEIGHT}" fill="url(#bg)"/>
  <rect x="${WIDTH - COVER.width - 70}" y="${Math.round((HEIGHT - COVER.height) / 2) + 14}" width="${COVER.width}" height="${COVER.height}" rx="${COVER.radius}" fill="#000000" fill-opacity="0.25"/>
  <rect x="0" y="${HEIGHT - ACCENT_BAR_HEIGHT}" width="${WIDTH}" height="${ACCENT_BAR_HEIGHT}" fill="${look.palette.light.accent}"/>
</svg>`
  const mask = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${COVER.width}" height="${COVER.height}"><rect width="${COVER.width}" height="${COVER.height}" rx="${COVER.radius}"/></svg>`,
  )
  const cover = await sharp(coverPath)
    .resize(COVER.width, COVER.height, { fit: 'cover' })
    .composite([{ input: mask, blend: 'dest-in' }])
    .png()
    .toBuffer()
  const titleTop = Math.max(150, Math.round((HEIGHT - title.info.height) / 2))
  return sharp(Buffer.from(background))
    .composite([
      { input: label.data, left: 80, top: titleTop - label.info.height - 24 },
      { input: title.data, left: 80, top: titleTop },
      { input: footer.data, left: 80, top: HEIGHT - 60 - footer.info.height },
      {
        input: cover,
        left: WIDTH - COVER.width - 80,
        top: Math.round((HEIGHT - COVER.height) / 2),
      },
    ])
    .png({ compressionLevel: 9 })
    .toBuffer()
}

export interface ArticleOgText {
  /** The articles' tag, written as the site writes its tags: `<Blog/>`. */
  label: string
  title: string
  /** The owner's name, the site's host and the article's day. */
  footer: string
}

/**
 * An article's picture (1200 x 630): its title across the owner's navy and accent, the way the
 * site's own picture is drawn, so a shared link to an article reads as the owner's.
 */
export async function articleOgImage(text: ArticleOgText, look: OgLook): Promise<Buffer> {
  const { bold, semibold } = await fonts(look)
  const { dark } = look.palette
  const textWidth = WIDTH - 160
  const label = await textLayer(
    `<${text.label}/>`,
    semibold.font(30),
    semibold.file,
    dark.strong,
    textWidth,
  )
  // Long titles take a smaller size, so three lines at most fit between the label and the footer.
  const size = text.title.length > 70 ? 56 : 68
  const title = await textLayer(text.title, bold.font(size), bold.file, '#ffffff', textWidth)
  const footer = await textLayer(
    text.footer,
    semibold.font(26),
    semibold.file,
    '#a3b1c6',
    textWidth,
  )
  const background = navyGround(look.palette, { cx: 0.9, cy: 0.1, r: 0.6 }, 96)
  const labelTop = 136
  const titleTop = labelTop + label.info.height + 28
  return sharp(Buffer.from(background))
    .composite([
      { input: label.data, left: 80, top: labelTop },
      { input: title.data, left: 80, top: titleTop },
      { input: footer.data, left: 80, top: HEIGHT - 60 - footer.info.height },
    ])
    .png({ compressionLevel: 9 })
    .toBuffer()
}
