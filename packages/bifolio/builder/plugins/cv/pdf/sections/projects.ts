/**
 * Selected projects: the year in the gutter; the title as an H3, the summary, the
 * technologies in the monospace (the site's tag touch), then the case study and the
 * repository (when its code is public) as real links, side by side when both fit on a line in
 * every project.
 */
import type { CvInput } from '../../cv-input.ts'
import type { Canvas } from '../canvas.ts'
import type { Block, Flow } from '../flow.ts'
import type { StructElement } from '../pdfkit-boundary.ts'
import { COLOR, SPACE, TYPE } from '../theme.ts'
import { GUTTER_TEXT_WIDTH, gutterOffset } from './row.ts'

type Project = CvInput['projects'][number]

const LABEL_GAP = 5
const BEFORE_LINKS = 1.5
const LINK_GAP = 18
const TECHNOLOGY_SEPARATOR = ' · '
const YEAR_STYLE = { ...TYPE.gutter, color: COLOR.accentStrong }

interface LinkPart {
  label: string
  link: { label: string; url: string }
}

function linkParts(project: Project, words: CvInput['words']): LinkPart[] {
  const repository = project.repository
  return [
    { label: words.caseStudy, link: project.caseStudy },
    ...(repository ? [{ label: words.repository, link: repository }] : []),
  ]
}

function partWidth(c: Canvas, part: LinkPart): number {
  return c.width(part.label, TYPE.linkLabel) + LABEL_GAP + c.width(part.link.label, TYPE.link)
}

/** Whether every project's two links fit side by side (one layout for all, for the rhythm). */
function linksSideBySide(c: Canvas, flow: Flow, input: CvInput): boolean {
  return input.projects.every((project) => {
    const [first, second] = linkParts(project, input.words).map((part) => partWidth(c, part))
    return (first ?? 0) + LINK_GAP + (second ?? 0) <= flow.mainWidth
  })
}

export function projectBlocks(c: Canvas, flow: Flow, sect: StructElement, input: CvInput): Block[] {
  const width = flow.mainWidth
  const sideBySide = linksSideBySide(c, flow, input)
  const linkLine = c.lineHeight(TYPE.link)
  return input.projects.map((project) => {
    const technologies = project.technologies.join(TECHNOLOGY_SEPARATOR)
    const titleHeight = c.height(project.title, TYPE.title, width)
    const summaryTop = titleHeight + SPACE.line
    const summaryHeight = c.height(project.summary, TYPE.body, width)
    const technologiesTop = summaryTop + summaryHeight + SPACE.line
    const technologiesHeight = c.height(technologies, TYPE.technologies, width)
    const linksTop = technologiesTop + technologiesHeight + SPACE.line + BEFORE_LINKS
    const parts = linkParts(project, input.words)
    const height = linksTop + linkLine * (sideBySide ? 1 : parts.length)
    const yearTop = gutterOffset(c, YEAR_STYLE, TYPE.title)
    const labelOffset = gutterOffset(c, TYPE.linkLabel, TYPE.link)

    return {
      height,
      draw(top) {
        const group = c.group(sect, 'Div')
        c.tag(group, 'H3', () => c.write(project.title, TYPE.title, flow.main, top, width))
        c.tag(group, 'P', () =>
          c.write(String(project.year), YEAR_STYLE, flow.left, top + yearTop, GUTTER_TEXT_WIDTH),
        )
        c.tag(group, 'P', () =>
          c.write(project.summary, TYPE.body, flow.main, top + summaryTop, width),
        )
        c.tag(group, 'P', () =>
          c.write(technologies, TYPE.technologies, flow.main, top + technologiesTop, width),
        )
        const links = c.group(group, 'P')
        let x = flow.main
        let y = top + linksTop
        for (const part of parts) {
          const labelX = x
          const labelY = y
          links.add(() => c.write(part.label, TYPE.linkLabel, labelX, labelY + labelOffset))
          const linkX = labelX + c.width(part.label, TYPE.linkLabel) + LABEL_GAP
          c.link(
            links,
            { ...part.link, description: `${part.label}: ${project.title}` },
            TYPE.link,
            linkX,
            labelY,
          )
          if (sideBySide) x += partWidth(c, part) + LINK_GAP
          else y += linkLine
        }
        links.end()
        group.end()
      },
    }
  })
}
