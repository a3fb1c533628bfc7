/**
 * The site's own fonts, from the same @fontsource packages the page self-hosts: Poppins for
 * the text, JetBrains Mono for the code touches (bold for the brackets, as on the site). The `latin` files cover Spanish and English;
 * pdfkit embeds only the glyphs the CV uses. fontkit reads these WOFF files as they are.
 */
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import type { Doc } from './pdfkit-boundary.ts'

const FONT_FILES = {
  regular: '@fontsource/poppins/files/poppins-latin-400-normal.woff',
  semibold: '@fontsource/poppins/files/poppins-latin-600-normal.woff',
  bold: '@fontsource/poppins/files/poppins-latin-700-normal.woff',
  mono: '@fontsource/jetbrains-mono/files/jetbrains-mono-latin-400-normal.woff',
  monoBold: '@fontsource/jetbrains-mono/files/jetbrains-mono-latin-700-normal.woff',
} as const

export type FontName = keyof typeof FONT_FILES

let loaded: Record<FontName, Uint8Array> | undefined

/** The font files' bytes, read once per process. */
export function fontData(): Record<FontName, Uint8Array> {
  if (!loaded) {
    const require = createRequire(import.meta.url)
    const read = (name: FontName) => new Uint8Array(readFileSync(require.resolve(FONT_FILES[name])))
    loaded = {
      regular: read('regular'),
      semibold: read('semibold'),
      bold: read('bold'),
      mono: read('mono'),
      monoBold: read('monoBold'),
    }
  }
  return loaded
}

export function registerFonts(doc: Doc): void {
  const data = fontData()
  for (const name of Object.keys(FONT_FILES) as FontName[]) doc.registerFont(name, data[name])
}
