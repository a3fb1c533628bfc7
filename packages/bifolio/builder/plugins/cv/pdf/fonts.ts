/**
 * The owner's fonts on paper, the same families the page self-hosts: the sans
 * for the text, the mono for the code touches (bold for the brackets, as on the site). A
 * Fontsource family's WOFF files cover Spanish and English; pdfkit embeds only the glyphs the
 * CV uses. fontkit reads WOFF and WOFF2 files as they are.
 */
import { readFileSync } from 'node:fs'
import type { ResolvedFonts } from '../../look/fonts.ts'
import { fileOf } from '../../look/fonts.ts'
import type { Doc } from './pdfkit-boundary.ts'

const FONT_NAMES = ['regular', 'semibold', 'bold', 'mono', 'monoBold'] as const

export type FontName = (typeof FONT_NAMES)[number]

export type CvFonts = Record<FontName, Uint8Array>

/** The bytes of each face the CV draws with. */
export function cvFonts(fonts: ResolvedFonts): CvFonts {
  const read = (role: keyof ResolvedFonts, weight: number) => {
    const file = fileOf(fonts[role], weight)
    return new Uint8Array(readFileSync(file.woff ?? file.woff2))
  }
  return {
    regular: read('sans', 400),
    semibold: read('sans', 600),
    bold: read('sans', 700),
    mono: read('mono', 400),
    monoBold: read('mono', 700),
  }
}

export function registerFonts(doc: Doc, fonts: CvFonts): void {
  for (const name of FONT_NAMES) doc.registerFont(name, fonts[name])
}
