/**
 * The short sections: the profile paragraph, the skills (group in the gutter, a comma list
 * beside it), the languages with their level, and the certifications with their year.
 */
import type { CvInput } from '../../cv-input.ts'
import type { Canvas } from '../canvas.ts'
import type { Block, Flow } from '../flow.ts'
import type { StructElement } from '../pdfkit-boundary.ts'
import { SPACE, type TextStyle, TYPE } from '../theme.ts'
import { GUTTER_TEXT_WIDTH, gutterOffset } from './row.ts'

export function profileBlocks(
  c: Canvas,
  flow: Flow,
  sect: StructElement,
  summary: string,
): Block[] {
  const width = flow.mainWidth
  return [
    {
      height: c.height(summary, TYPE.body, width),
      draw: (top) => c.tag(sect, 'P', () => c.write(summary, TYPE.body, flow.main, top, width)),
    },
  ]
}

interface LabelledRow {
  label: string
  labelStyle: TextStyle
  text: string
  textStyle: TextStyle
}

/** One list item per row: its label (Lbl) in the gutter, its text (LBody) in the main column. */
function labelledList(
  c: Canvas,
  flow: Flow,
  sect: StructElement,
  rows: readonly LabelledRow[],
): Block[] {
  let list: StructElement | undefined
  return rows.map((row, index) => {
    const width = flow.mainWidth
    const labelTop = gutterOffset(c, row.labelStyle, row.textStyle)
    const height = Math.max(
      c.height(row.text, row.textStyle, width),
      labelTop + c.height(row.label, row.labelStyle, GUTTER_TEXT_WIDTH),
    )
    return {
      height,
      draw(top) {
        list ??= c.group(sect, 'L')
        const item = c.group(list, 'LI')
        c.tag(item, 'Lbl', () =>
          c.write(row.label, row.labelStyle, flow.left, top + labelTop, GUTTER_TEXT_WIDTH),
        )
        c.tag(item, 'LBody', () => c.write(row.text, row.textStyle, flow.main, top, width))
        item.end()
        if (index === rows.length - 1) list.end()
      },
    }
  })
}

export function skillBlocks(
  c: Canvas,
  flow: Flow,
  sect: StructElement,
  skills: CvInput['skills'],
): Block[] {
  return labelledList(
    c,
    flow,
    sect,
    skills.map((group) => ({
      label: group.group,
      labelStyle: TYPE.gutterLabel,
      text: group.items.join(', '),
      textStyle: TYPE.body,
    })),
  )
}

export function languageBlocks(
  c: Canvas,
  flow: Flow,
  sect: StructElement,
  languages: CvInput['languages'],
): Block[] {
  return labelledList(
    c,
    flow,
    sect,
    languages.map((entry) => ({
      label: entry.language,
      labelStyle: TYPE.gutterLabel,
      text: entry.level,
      textStyle: TYPE.body,
    })),
  )
}

export function certificationBlocks(
  c: Canvas,
  flow: Flow,
  sect: StructElement,
  certifications: CvInput['certifications'],
): Block[] {
  return labelledList(
    c,
    flow,
    sect,
    certifications.map((entry) => ({
      label: String(entry.year),
      labelStyle: TYPE.gutter,
      text: `${entry.name} · ${entry.issuer}`,
      textStyle: TYPE.body,
    })),
  )
}

/** Rows of a list sit closer than entries. */
export const LIST_ROW_GAP = SPACE.line + 2
