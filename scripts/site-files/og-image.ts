/**
 * The Open Graph picture of one language (1200 x 630): the owner's name and role in the
 * site's own Poppins, beside the avatar, on the dark theme's navy with the teal accent.
 */
import { readFile, writeFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import sharp from 'sharp'
import subsetFont from 'subset-font'
import { OG_IMAGE_SIZE } from '../../src/app/seo-paths.ts'

const require = createRequire(import.meta.url)
const { width: WIDTH, height: HEIGHT } = OG_IMAGE_SIZE
const AVATAR = 360

export interface OgText {
  name: string
  role: string
  /** A short line under the role, e.g. the site's host name. */
  footer: string
}

const BACKGROUND = `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#0b1120"/><stop offset="1" stop-color="#16213a"/></linearGradient>
    <radialGradient id="glow" cx="0.8" cy="0.45" r="0.5"><stop offset="0" stop-color="#2ec4ca" stop-opacity="0.35"/><stop offset="1" stop-color="#2ec4ca" stop-opacity="0"/></radialGradient>
  </defs>
  <rect width="${WIDTH}" height="${HEIGHT}" fill="url(#bg)"/>
  <rect width="${WIDTH}" height="${HEIGHT}" fill="url(#glow)"/>
  <circle cx="930" cy="315" r="236" fill="none" stroke="#2ec4ca" stroke-width="6"/>
  <circle cx="930" cy="315" r="270" fill="none" stroke="#2ec4ca" stroke-opacity="0.25" stroke-width="2"/>
  <rect x="80" y="150" width="72" height="8" rx="4" fill="#2ec4ca"/>
  <rect x="0" y="${HEIGHT - 12}" width="${WIDTH}" height="12" fill="#0c969c"/>
</svg>`

function escapeMarkup(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')
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

let fontFiles: Promise<Record<'bold' | 'semibold', string>> | undefined

/**
 * Pango loads fonts by path and reads no WOFF, so `subset-font` writes each weight once as
 * TrueType into a temp folder.
 */
function fonts(): Promise<Record<'bold' | 'semibold', string>> {
  fontFiles ??= (async () => {
    const unwrap = async (weight: number) => {
      const woff = await readFile(
        require.resolve(`@fontsource/poppins/files/poppins-latin-${weight}-normal.woff`),
      )
      const path = join(tmpdir(), `og-poppins-${weight}-${process.pid}.ttf`)
      await writeFile(path, await subsetFont(woff, LATIN_TEXT, { targetFormat: 'truetype' }))
      return path
    }
    return { bold: await unwrap(700), semibold: await unwrap(600) }
  })()
  return fontFiles
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
      text: `<span foreground="${color}">${escapeMarkup(text)}</span>`,
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

export async function ogImage(text: OgText, avatarPath: string): Promise<Buffer> {
  const { bold, semibold } = await fonts()
  const textWidth = 600
  const name = await textLayer(text.name, 'Poppins Bold 84', bold, '#ffffff', textWidth)
  const role = await textLayer(text.role, 'Poppins SemiBold 40', semibold, '#5fdde2', textWidth)
  const footer = await textLayer(text.footer, 'Poppins SemiBold 26', semibold, '#a3b1c6', textWidth)
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
  return sharp(Buffer.from(BACKGROUND))
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
): Promise<Buffer> {
  const { bold, semibold } = await fonts()
  const textWidth = 540
  const label = await textLayer(
    `<${text.label}/>`,
    'Poppins SemiBold 30',
    semibold,
    colors.ink,
    textWidth,
  )
  const title = await textLayer(text.title, 'Poppins Bold 68', bold, colors.ink, textWidth)
  const footer = await textLayer(
    text.footer,
    'Poppins SemiBold 26',
    semibold,
    colors.ink,
    textWidth,
  )
  const background = `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}">
  <defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${colors.main}"/><stop offset="1" stop-color="${colors.second}"/></linearGradient></defs>
  <rect width="${WIDTH}" height="${HEIGHT}" fill="url(#bg)"/>
  <rect x="${WIDTH - COVER.width - 70}" y="${Math.round((HEIGHT - COVER.height) / 2) + 14}" width="${COVER.width}" height="${COVER.height}" rx="${COVER.radius}" fill="#000000" fill-opacity="0.25"/>
  <rect x="0" y="${HEIGHT - 12}" width="${WIDTH}" height="12" fill="#0c969c"/>
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
