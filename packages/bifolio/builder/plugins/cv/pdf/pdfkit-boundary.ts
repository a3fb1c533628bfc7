/**
 * The one place that talks to pdfkit beyond what @types/pdfkit (written for 0.17) describes:
 * the PDF/UA subset, an embedded default font, link annotations that name their structure
 * element and carry a description, OpenType feature switches, the current font's metrics,
 * where its line wrapper breaks a text, and the characters it maps a ligature back to. pdfkit
 * 0.20 supports each of these; only the published types lag behind.
 */
import PDFDocument from 'pdfkit'
import { ATTACHED, RIGHT_TO_LEFT_LETTER } from './visual-order.ts'

export type Doc = PDFKit.PDFDocument
export type StructElement = PDFKit.PDFStructureElement

export interface DocumentSettings {
  size: [number, number]
  lang: string
  /** The language's reading way, which a viewer follows for the page order it shows. */
  direction: 'ltr' | 'rtl'
  info: PDFKit.DocumentInfo
  /** The default font, so pdfkit never loads (or references) a standard font. */
  font: Uint8Array
}

export function createDocument(settings: DocumentSettings): Doc {
  const options = {
    size: settings.size,
    margin: 0,
    bufferPages: true,
    autoFirstPage: false,
    pdfVersion: '1.7',
    tagged: true,
    subset: 'PDF/UA',
    lang: settings.lang,
    displayTitle: true,
    font: settings.font,
    info: settings.info,
  }
  const doc = new PDFDocument(options as unknown as PDFKit.PDFDocumentOptions)
  // pdfkit writes the viewer's preferences for `displayTitle` and has no option for the
  // reading way; a plain string is written as a PDF name, as `/Direction` takes.
  const root = doc as unknown as { _root: { data: { ViewerPreferences: { data: object } } } }
  if (settings.direction === 'rtl') {
    Object.assign(root._root.data.ViewerPreferences.data, { Direction: 'R2L' })
  }
  return doc
}

/**
 * JetBrains Mono turns `/>`, `->` or `//` into ligatures whose glyphs the `latin` subset
 * dropped; fontkit then reads past the end of the glyph table. Contextual alternates and
 * ligatures off, as an object: a feature list would only add features to the defaults.
 */
export const NO_CODE_LIGATURES = { calt: false, liga: false } as unknown as NonNullable<
  PDFKit.Mixins.TextOptions['features']
>

interface LinkAnnotationOptions {
  structParent: StructElement
  /** PDF/UA: a link annotation describes itself. A String object is written as a PDF string. */
  Contents: string | object
}

type LinkMethod = (
  x: number,
  y: number,
  width: number,
  height: number,
  url: string,
  options: LinkAnnotationOptions,
) => Doc

/** A URI link annotation over a rectangle, attached to its `Link` structure element. */
export function linkAnnotation(
  doc: Doc,
  rect: { x: number; y: number; width: number; height: number },
  url: string,
  description: string,
  parent: StructElement,
): void {
  const link = doc.link as LinkMethod
  link.call(doc, rect.x, rect.y, rect.width, rect.height, url, {
    structParent: parent,
    Contents: new String(description),
  })
}

interface EmbeddedFontInternals {
  ascender: number
  font?: { hasGlyphForCodePoint(codePoint: number): boolean }
}

function currentFont(doc: Doc): EmbeddedFontInternals {
  return (doc as unknown as { _font: EmbeddedFontInternals })._font
}

/** The current font's ascender, in thousandths of the font size. */
export function currentAscender(doc: Doc): number {
  return currentFont(doc).ascender
}

/** Characters of `text` the current font has no glyph for (they would print as boxes). */
export function missingGlyphs(doc: Doc, text: string): string[] {
  const font = currentFont(doc).font
  if (!font) return []
  return [...new Set(text)].filter(
    (character) =>
      !/\s/.test(character) && !font.hasGlyphForCodePoint(character.codePointAt(0) ?? 0),
  )
}

type LineCallback = (line: string) => void

interface TextInternals {
  _text(text: string, x: number, y: number, options: object, onLine: LineCallback): void
}

/**
 * The lines pdfkit breaks `text` into at `options.width`: its own line wrapper, run the way
 * `heightOfString` runs it, so a text drawn line by line breaks where its height was measured.
 */
export function wrappedLines(doc: Doc, text: string, options: PDFKit.Mixins.TextOptions): string[] {
  const { x, y } = doc
  const lines: string[] = []
  const internals = doc as unknown as TextInternals
  internals._text(text, x, y, { ...options, height: Infinity }, (line) => lines.push(line))
  doc.x = x
  doc.y = y
  return lines
}

interface FontUnicode {
  /** The characters each glyph of the font stands for, by glyph id, as the PDF maps them back. */
  unicode?: number[][]
}

/** Whether `characters` are all right-to-left letters or marks, at least one of them a letter. */
function isRightToLeft(characters: readonly number[]): boolean {
  const text = String.fromCodePoint(...characters)
  return (
    RIGHT_TO_LEFT_LETTER.test(text) &&
    [...text].every((c) => RIGHT_TO_LEFT_LETTER.test(c) || ATTACHED.test(c))
  )
}

/**
 * A right-to-left line is drawn, and so stored, in the order it is seen, and what reads the
 * PDF's text back (copy and paste, a search, a screen reader; poppler, for one) turns it round.
 * It spreads a glyph of several letters (a ligature: لا, تر) over the glyph's width in the order
 * pdfkit maps them, typed order, and so read them back to front: مونتريال came out as مونرتيال.
 * Mapped in the order they are seen, like the glyphs around them, they read in typed order.
 * Call once, before the document ends.
 */
export function mapRightToLeftLigaturesAsSeen(doc: Doc): void {
  const families = (doc as unknown as { _fontFamilies: Record<string, FontUnicode> })._fontFamilies
  for (const font of new Set(Object.values(families))) {
    const { unicode } = font
    if (!unicode) continue
    unicode.forEach((characters, glyph) => {
      if (characters.length > 1 && isRightToLeft(characters)) {
        unicode[glyph] = [...characters].reverse()
      }
    })
  }
}
