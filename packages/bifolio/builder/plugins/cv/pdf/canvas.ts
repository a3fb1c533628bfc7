/**
 * Drawing on the tagged document: text in the theme's styles (measured the same way it is
 * drawn), decorations marked as artifacts, and structure elements that hold what they draw.
 * Every mark on a page is either in the structure tree or an artifact, as PDF/UA asks.
 * The sections lay a page out left to right; for a right-to-left language the canvas draws it
 * mirrored (the gutter, the timeline and the bullets on the right, text set from the right
 * edge), the way the page's logical properties mirror the site.
 */
import {
  currentAscender,
  type Doc,
  linkAnnotation,
  missingGlyphs,
  NO_CODE_LIGATURES,
  type StructElement,
  wrappedLines,
} from './pdfkit-boundary.ts'
import { ContentError } from '../../content/content-error.ts'
import type { FontName } from './fonts.ts'
import type { CvAccent, TextStyle } from './theme.ts'
import { hasRightToLeft, visualPieces } from './visual-order.ts'
import type { TextDirection } from '../../../../src/i18n/text-direction.ts'

/**
 * The sans face a code touch is drawn in when the mono lacks the text's letters: a code font
 * covers Latin, and dates or link labels in Arabic script, say, still need drawing.
 */
const SANS_OF_MONO: Partial<Record<FontName, FontName>> = { mono: 'regular', monoBold: 'bold' }

export class Canvas {
  constructor(
    readonly doc: Doc,
    private readonly accent: CvAccent,
    private readonly direction: TextDirection,
  ) {}

  /** Where a box laid out from the left starts on the page the reader sees. */
  private x(x: number, width = 0): number {
    return this.direction === 'rtl' ? this.doc.page.width - x - width : x
  }

  /** A colour as pdfkit takes it: the owner's shade where the theme names an accent one. */
  private paint(color: string): string {
    return color === 'accent' || color === 'accentStrong' || color === 'divider'
      ? this.accent[color]
      : color
  }

  /** Selects `style`'s face, or the sans one where `text` has letters the mono lacks. */
  private use(style: TextStyle, text = ''): TextStyle {
    this.doc.font(style.font).fontSize(style.size).fillColor(this.paint(style.color))
    const sans = SANS_OF_MONO[style.font]
    if (!sans || missingGlyphs(this.doc, text).length === 0) return style
    this.doc.font(sans)
    return { ...style, font: sans }
  }

  private options(style: TextStyle, width?: number): PDFKit.Mixins.TextOptions {
    return {
      ...(width === undefined ? { lineBreak: false } : { width }),
      lineGap: style.lineGap ?? 0,
      ...(style.font.startsWith('mono') ? { features: NO_CODE_LIGATURES } : {}),
    }
  }

  /** Width of `text` on one line. */
  width(text: string, style: TextStyle): number {
    return this.doc.widthOfString(text, this.options(this.use(style, text)))
  }

  /** Height of `text` wrapped at `width`: its lines times the style's line height. */
  height(text: string, style: TextStyle, width: number): number {
    return this.doc.heightOfString(text, this.options(this.use(style, text), width))
  }

  lineHeight(style: TextStyle): number {
    this.use(style)
    return this.doc.currentLineHeight(true) + (style.lineGap ?? 0)
  }

  /** From the top of a line to its baseline. */
  ascent(style: TextStyle): number {
    this.use(style)
    return (currentAscender(this.doc) / 1000) * style.size
  }

  /** Draws `text` with its line's top at `y`, wrapped at `width` when given. */
  write(text: string, style: TextStyle, x: number, y: number, width?: number): void {
    const drawn = this.use(style, text)
    const missing = missingGlyphs(this.doc, text)
    if (missing.length > 0) {
      const letters = missing.map((letter) => `"${letter}"`).join(', ')
      throw new ContentError([
        `content/look.yml: "fonts" has no ${letters} (the CV's ${drawn.font} face), which the CV writes in "${text.replace(/\s+/g, ' ')}": use a family that has these letters, your own files in content/fonts/`,
      ])
    }
    if (this.direction === 'ltr' && !hasRightToLeft(text)) {
      this.doc.text(text, x, y, this.options(drawn, width))
      return
    }
    const lines =
      width === undefined
        ? text.split('\n')
        : wrappedLines(this.doc, text, this.options(drawn, width))
    const lineHeight = this.doc.currentLineHeight(true) + (drawn.lineGap ?? 0)
    lines.forEach((line, index) => this.writeLine(line.trimEnd(), drawn, x, y + lineHeight * index))
  }

  /**
   * One line in the order it is seen, piece by piece: from `x` in a left-to-right language,
   * ending at `x`'s mirror (the text's right edge) in a right-to-left one.
   */
  private writeLine(line: string, style: TextStyle, x: number, y: number): void {
    const options = this.options(style)
    const pieces = visualPieces(line, this.direction).map((piece) => ({
      piece,
      width: this.doc.widthOfString(piece, options),
    }))
    const lineWidth = pieces.reduce((sum, { width }) => sum + width, 0)
    let left = this.x(x, lineWidth)
    for (const { piece, width } of pieces) {
      this.doc.text(piece, left, y, options)
      left += width
    }
  }

  /** Decoration (rules, brackets, bullets, page numbers): drawn, never read. */
  artifact(draw: () => void, type: 'Layout' | 'Pagination' = 'Layout'): void {
    this.doc.markContent('Artifact', { type })
    draw()
    this.doc.endMarkedContent()
  }

  line(x1: number, y1: number, x2: number, y2: number, color: string, width: number): void {
    this.artifact(() => {
      this.doc
        .save()
        .moveTo(this.x(x1), y1)
        .lineTo(this.x(x2), y2)
        .lineWidth(width)
        .strokeColor(this.paint(color))
        .stroke()
      this.doc.restore()
    })
  }

  dot(x: number, y: number, radius: number, color: string): void {
    this.artifact(() => {
      this.doc.save().circle(this.x(x), y, radius).fillColor(this.paint(color)).fill().restore()
    })
  }

  /** A container element, in the tree before its children so they draw as they are added. */
  group(parent: StructElement, type: string): StructElement {
    const element = this.doc.struct(type)
    parent.add(element)
    return element
  }

  /** An element whose content the `draw` callbacks put on the page, in reading order. */
  tag(parent: StructElement, type: string, ...draw: Array<() => void>): StructElement {
    const element = this.doc.struct(type, {}, draw)
    parent.add(element)
    return element
  }

  /** Link text with its annotation, both in one `Link` element (PDF/UA 7.18.5). */
  link(
    parent: StructElement,
    text: { label: string; url: string; description: string },
    style: TextStyle,
    x: number,
    y: number,
  ): void {
    const element = this.group(parent, 'Link')
    element.add(() => {
      this.write(text.label, style, x, y)
      const width = this.width(text.label, style)
      const rect = { x: this.x(x, width), y, width, height: this.lineHeight(style) }
      linkAnnotation(this.doc, rect, text.url, text.description, element)
    })
    element.end()
  }
}
