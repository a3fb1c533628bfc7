/**
 * The foot of every page: who and when on the left, the page number on the right, above a
 * hairline. Repeated on each page, so artifacts (pagination), not content.
 */
import type { Canvas } from '../canvas.ts'
import type { Flow } from '../flow.ts'
import { COLOR, PAGE, TYPE } from '../theme.ts'

const RULE_ABOVE_BASELINE = 12
const RULE_WIDTH = 0.5

export function drawFooters(c: Canvas, flow: Flow, text: string, pageHeight: number): void {
  const doc = c.doc
  const { start, count } = doc.bufferedPageRange()
  const baseline = pageHeight - PAGE.footerBaseline
  const top = baseline - c.ascent(TYPE.footer)
  for (let index = 0; index < count; index += 1) {
    doc.switchToPage(start + index)
    const number = `${index + 1} / ${count}`
    const ruleY = baseline - RULE_ABOVE_BASELINE
    c.line(flow.left, ruleY, flow.right, ruleY, COLOR.border, RULE_WIDTH)
    c.artifact(() => {
      c.write(text, TYPE.footer, flow.left, top)
      c.write(number, TYPE.footer, flow.right - c.width(number, TYPE.footer), top)
    }, 'Pagination')
  }
}
