/**
 * The top of page one: the name large, the role in the accent colour and the location on the
 * left; the contact links stacked on the right; then the divider, teal where it starts like
 * the site's progress bar, light blue after.
 */
import type { CvInput } from '../../cv-input.ts'
import type { Canvas } from '../canvas.ts'
import type { Block, Flow } from '../flow.ts'
import type { StructElement } from '../pdfkit-boundary.ts'
import { COLOR, type TextStyle, TYPE } from '../theme.ts'

/** Poppins' capitals are 0.7 em tall: the name's capitals, not its line box, touch the margin. */
const CAP_HEIGHT_EM = 0.7
const ROLE_BELOW_NAME = 21
const LOCATION_BELOW_ROLE = 15.5
const CONTACT_LINE = 13
const DIVIDER_BELOW = 14
const DIVIDER_WIDTH = 2
const DIVIDER_ACCENT_LENGTH = 56
/** Between the name and the contact column; a long name gets smaller rather than touch it. */
const COLUMN_GAP = 18
const NAME_MIN_SIZE = 18

function nameStyle(c: Canvas, flow: Flow, owner: CvInput['owner']) {
  const links = Math.max(...owner.links.map((link) => c.width(link.label, TYPE.contact)), 0)
  const room = flow.width - links - COLUMN_GAP
  const width = c.width(owner.name, TYPE.name)
  const size =
    width > room ? Math.max(NAME_MIN_SIZE, (TYPE.name.size * room) / width) : TYPE.name.size
  return { ...TYPE.name, size }
}

export function headerBlock(
  c: Canvas,
  flow: Flow,
  root: StructElement,
  owner: CvInput['owner'],
): Block {
  const name = nameStyle(c, flow, owner)
  const nameBaseline = CAP_HEIGHT_EM * TYPE.name.size
  const roleBaseline = nameBaseline + ROLE_BELOW_NAME
  const locationBaseline = roleBaseline + LOCATION_BELOW_ROLE
  const dividerY = locationBaseline + DIVIDER_BELOW
  const atBaseline = (baseline: number, style: TextStyle) => baseline - c.ascent(style)

  return {
    height: dividerY + DIVIDER_WIDTH / 2,
    draw(top) {
      const left = flow.left
      c.tag(root, 'H1', () => c.write(owner.name, name, left, top + atBaseline(nameBaseline, name)))
      c.tag(root, 'P', () =>
        c.write(owner.role, TYPE.role, left, top + atBaseline(roleBaseline, TYPE.role)),
      )
      c.tag(root, 'P', () =>
        c.write(
          owner.location,
          TYPE.location,
          left,
          top + atBaseline(locationBaseline, TYPE.location),
        ),
      )

      const list = c.group(root, 'L')
      const firstBaseline = locationBaseline - CONTACT_LINE * (owner.links.length - 1)
      owner.links.forEach((link, index) => {
        const item = c.group(list, 'LI')
        const body = c.group(item, 'LBody')
        const baseline = firstBaseline + CONTACT_LINE * index
        c.link(
          body,
          { label: link.label, url: link.url, description: link.label },
          TYPE.contact,
          flow.right - c.width(link.label, TYPE.contact),
          top + atBaseline(baseline, TYPE.contact),
        )
        body.end()
        item.end()
      })
      list.end()

      const y = top + dividerY
      c.line(flow.left, y, flow.right, y, COLOR.divider, DIVIDER_WIDTH)
      c.line(flow.left, y, flow.left + DIVIDER_ACCENT_LENGTH, y, COLOR.accent, DIVIDER_WIDTH)
    },
  }
}
