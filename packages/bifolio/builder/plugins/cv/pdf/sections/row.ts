/**
 * The grid every entry shares: dates and labels in the gutter, their first baseline on the
 * first baseline of the main column; the timeline between the two, a light-blue line with a
 * teal dot per entry, as the site draws its dividers.
 */
import type { Canvas } from '../canvas.ts'
import type { Flow } from '../flow.ts'
import { COLOR, PAGE, SPACE, type TextStyle } from '../theme.ts'

/** The gutter's text stops short of the timeline. */
export const GUTTER_TEXT_WIDTH = PAGE.timelineX - 12
const DOT_RADIUS = 2.6
const LINE_WIDTH = 1.25
/** Middle of Poppins' lower case, above the baseline. */
const X_MIDDLE_EM = 0.27

/** How far below the main text's top a gutter text starts so their baselines meet. */
export function gutterOffset(c: Canvas, gutter: TextStyle, main: TextStyle): number {
  return c.ascent(main) - c.ascent(gutter)
}

/** Middle of the lower case of a line of `style` whose top is `top`. */
export function xMiddle(c: Canvas, style: TextStyle, top: number): number {
  return top + c.ascent(style) - X_MIDDLE_EM * style.size
}

/**
 * The timeline through one entry: a dot level with its title, a line down to the next entry
 * (past the entry's foot, into the gap) unless it is the last.
 */
export function timeline(
  c: Canvas,
  flow: Flow,
  dotY: number,
  bottom: number,
  position: { isFirst: boolean; isLast: boolean },
  top: number,
): void {
  const x = flow.left + PAGE.timelineX
  const from = position.isFirst ? dotY : top
  const to = position.isLast ? dotY : bottom + SPACE.entry
  if (to > from) c.line(x, from, x, to, COLOR.divider, LINE_WIDTH)
  c.dot(x, dotY, DOT_RADIUS, COLOR.accent)
}

/** A list item's marker: a small teal dot, level with the middle of the first line. */
export const BULLET = { radius: 1.5, x: 3, indent: 11 } as const
