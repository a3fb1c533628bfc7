/**
 * A section heading written like the site's JSX tags, `<Experiencia/>`: the brackets in the
 * accent colour (decoration, so artifacts), the words a real H2, and a light-blue rule that
 * runs on to the margin like a line of the site's diagrams.
 */
import type { Canvas } from '../canvas.ts'
import type { Block, Flow } from '../flow.ts'
import type { StructElement } from '../pdfkit-boundary.ts'
import { COLOR, TYPE } from '../theme.ts'

const BRACKET_GAP = 0
const RULE_GAP = 10
const RULE_WIDTH = 1.25
/** The rule sits at the middle of Poppins' lower case (x-height 0.55 em). */
const RULE_RAISE_EM = 0.28

export function headingBlock(c: Canvas, flow: Flow, sect: StructElement, title: string): Block {
  const height = c.lineHeight(TYPE.heading)
  const baseline = c.ascent(TYPE.heading)
  return {
    height,
    draw(top) {
      const open = '<'
      const close = '/>'
      const bracketTop = top + baseline - c.ascent(TYPE.bracket)
      let x = flow.left
      c.artifact(() => c.write(open, TYPE.bracket, x, bracketTop))
      x += c.width(open, TYPE.bracket) + BRACKET_GAP
      const textX = x
      c.tag(sect, 'H2', () => c.write(title, TYPE.heading, textX, top))
      x += c.width(title, TYPE.heading) + BRACKET_GAP
      const closeX = x
      c.artifact(() => c.write(close, TYPE.bracket, closeX, bracketTop))
      x += c.width(close, TYPE.bracket) + RULE_GAP
      const ruleY = top + baseline - RULE_RAISE_EM * TYPE.heading.size
      c.line(x, ruleY, flow.right, ruleY, COLOR.divider, RULE_WIDTH)
    },
  }
}
