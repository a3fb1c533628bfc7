/**
 * Jobs and studies on the timeline: the period in the gutter; the role (or title) as an H3,
 * the organisation and place, and for jobs their highlights as a list.
 */
import type { CvInput } from '../../cv-input.ts'
import type { Canvas } from '../canvas.ts'
import type { Block, Flow } from '../flow.ts'
import type { StructElement } from '../pdfkit-boundary.ts'
import { COLOR, SPACE, TYPE } from '../theme.ts'
import { BULLET, GUTTER_TEXT_WIDTH, gutterOffset, timeline, xMiddle } from './row.ts'

const BEFORE_LIST = 4
const BETWEEN_ITEMS = 2

interface TimelineEntry {
  title: string
  meta: string
  period: string
  highlights: readonly string[]
}

/** `sept 2023 – ago 2024` breaks after its dash when it does not fit the gutter. */
function periodText(c: Canvas, period: string): string {
  return c.width(period, TYPE.gutter) > GUTTER_TEXT_WIDTH ? period.replace(' – ', ' –\n') : period
}

function entryBlock(
  c: Canvas,
  flow: Flow,
  sect: StructElement,
  entry: TimelineEntry,
  position: { isFirst: boolean; isLast: boolean },
): Block {
  const width = flow.mainWidth
  const bodyWidth = width - BULLET.indent
  const titleHeight = c.height(entry.title, TYPE.title, width)
  const metaTop = titleHeight + SPACE.line
  const metaHeight = c.height(entry.meta, TYPE.meta, width)
  const itemHeights = entry.highlights.map((text) => c.height(text, TYPE.body, bodyWidth))
  const listTop = metaTop + metaHeight + BEFORE_LIST
  const itemTops = itemHeights.map(
    (_, index) =>
      listTop + itemHeights.slice(0, index).reduce((sum, h) => sum + h + BETWEEN_ITEMS, 0),
  )
  const mainHeight =
    entry.highlights.length > 0
      ? listTop + itemHeights.reduce((sum, h) => sum + h + BETWEEN_ITEMS, -BETWEEN_ITEMS)
      : metaTop + metaHeight
  const period = periodText(c, entry.period)
  const periodTop = gutterOffset(c, TYPE.gutter, TYPE.title)
  const height = Math.max(mainHeight, periodTop + c.height(period, TYPE.gutter, GUTTER_TEXT_WIDTH))

  return {
    height,
    draw(top) {
      const entryGroup = c.group(sect, 'Div')
      c.tag(entryGroup, 'H3', () => c.write(entry.title, TYPE.title, flow.main, top, width))
      c.tag(
        entryGroup,
        'P',
        () => c.write(entry.meta, TYPE.meta, flow.main, top + metaTop, width),
        () => c.write(period, TYPE.gutter, flow.left, top + periodTop, GUTTER_TEXT_WIDTH),
      )
      if (entry.highlights.length > 0) {
        const list = c.group(entryGroup, 'L')
        entry.highlights.forEach((text, index) => {
          const itemTop = top + (itemTops[index] ?? 0)
          c.dot(flow.main + BULLET.x, xMiddle(c, TYPE.body, itemTop), BULLET.radius, COLOR.accent)
          const item = c.group(list, 'LI')
          c.tag(item, 'LBody', () =>
            c.write(text, TYPE.body, flow.main + BULLET.indent, itemTop, bodyWidth),
          )
          item.end()
        })
        list.end()
      }
      entryGroup.end()
      timeline(c, flow, xMiddle(c, TYPE.title, top), top + height, position, top)
    },
  }
}

function blocks(
  c: Canvas,
  flow: Flow,
  sect: StructElement,
  entries: readonly TimelineEntry[],
): Block[] {
  return entries.map((entry, index) =>
    entryBlock(c, flow, sect, entry, {
      isFirst: index === 0,
      isLast: index === entries.length - 1,
    }),
  )
}

export function experienceBlocks(
  c: Canvas,
  flow: Flow,
  sect: StructElement,
  experience: CvInput['experience'],
): Block[] {
  return blocks(
    c,
    flow,
    sect,
    experience.map((job) => ({
      title: job.role,
      meta: `${job.organisation} · ${job.place}`,
      period: job.period,
      highlights: job.highlights,
    })),
  )
}

export function educationBlocks(
  c: Canvas,
  flow: Flow,
  sect: StructElement,
  education: CvInput['education'],
): Block[] {
  return blocks(
    c,
    flow,
    sect,
    education.map((entry) => ({
      title: entry.title,
      meta: `${entry.organisation} · ${entry.place}`,
      period: entry.period,
      highlights: [],
    })),
  )
}
