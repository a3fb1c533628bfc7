/**
 * The site's identity on paper (src/app/global.css): the owner's accent, near-black
 * text, a muted grey, the owner's dividers drawn like the lines of a diagram, the owner's sans
 * with their mono for the code touches. Sizes are in points.
 */
import type { FontName } from './fonts.ts'

/** The owner's shades (the light theme's), painted by the canvas. */
export interface CvAccent {
  /** Large text, brackets and decoration only: may be too light for small text on white. */
  accent: string
  /** Small text in the accent colour (links, the role): 4.5:1 on white. */
  accentStrong: string
  /** The rules under the headings and the timeline, as the page's lines between sections. */
  divider: string
}

/** Where a style or a mark names one of these shades, the canvas paints the owner's. */
const ACCENT_COLOR = {
  accent: 'accent',
  accentStrong: 'accentStrong',
  divider: 'divider',
} as const satisfies Record<keyof CvAccent, keyof CvAccent>

export const COLOR = {
  text: '#0f172a',
  muted: '#475569',
  accent: ACCENT_COLOR.accent,
  accentStrong: ACCENT_COLOR.accentStrong,
  border: '#cbd5e1',
  divider: ACCENT_COLOR.divider,
} as const

export const PAPER_SIZE = {
  A4: [595.28, 841.89],
  Letter: [612, 792],
} as const satisfies Record<string, [number, number]>

/** Page margins, and the grid: a gutter for dates and labels, then the main column. */
export const PAGE = {
  marginX: 48,
  marginTop: 46,
  /** Room under the flow for the footer. */
  marginBottom: 58,
  /** From the page's bottom edge to the footer's baseline. */
  footerBaseline: 28,
  gutter: 104,
  /** The timeline's x, from the left margin (between the gutter's text and the main column). */
  timelineX: 93,
} as const

export const SPACE = {
  /** Above each section heading. */
  section: 22,
  /** Between a section heading and its first entry. */
  afterHeading: 10,
  /** Between entries of a section. */
  entry: 14,
  /** Between the lines of one entry (title, meta, text). */
  line: 2.5,
} as const

export interface TextStyle {
  font: FontName
  size: number
  color: string
  /** Added to the font's own line height (the sample's Poppins' is 1.5 em). */
  lineGap?: number
}

export const TYPE = {
  name: { font: 'bold', size: 27, color: COLOR.text },
  role: { font: 'semibold', size: 12.5, color: COLOR.accentStrong },
  location: { font: 'regular', size: 9, color: COLOR.muted },
  contact: { font: 'regular', size: 8.75, color: COLOR.accentStrong },
  heading: { font: 'bold', size: 12.5, color: COLOR.text },
  bracket: { font: 'monoBold', size: 12.5, color: COLOR.accent },
  title: { font: 'semibold', size: 10, color: COLOR.text },
  meta: { font: 'regular', size: 8.5, color: COLOR.muted },
  body: { font: 'regular', size: 9, color: COLOR.text, lineGap: -1.25 },
  gutter: { font: 'mono', size: 7.75, color: COLOR.muted, lineGap: 0.5 },
  gutterLabel: { font: 'semibold', size: 8.5, color: COLOR.text, lineGap: -1 },
  technologies: { font: 'mono', size: 7.5, color: COLOR.muted, lineGap: 0.5 },
  linkLabel: { font: 'mono', size: 7.5, color: COLOR.muted },
  link: { font: 'regular', size: 8.5, color: COLOR.accentStrong },
  footer: { font: 'mono', size: 7, color: COLOR.muted },
} as const satisfies Record<string, TextStyle>
