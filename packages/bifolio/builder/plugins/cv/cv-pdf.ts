/**
 * The CV as a tagged PDF (PDF/UA-1 aim), laid out like the site: the owner's two families
 * embedded as subsets, their accent, JSX-tag headings, a gutter for dates. One document
 * per language from `CvInput`; the same input always gives the same bytes (the dates come
 * from the input and pdfkit derives the file ID from the document information).
 */
import type { CvInput } from './cv-input.ts'
import { Canvas } from './pdf/canvas.ts'
import { type Block, Flow } from './pdf/flow.ts'
import { type CvFonts, cvFonts, registerFonts } from './pdf/fonts.ts'
import {
  createDocument,
  mapRightToLeftLigaturesAsSeen,
  type Doc,
  type StructElement,
} from './pdf/pdfkit-boundary.ts'
import { educationBlocks, experienceBlocks } from './pdf/sections/experience.ts'
import { drawFooters } from './pdf/sections/footer.ts'
import { headerBlock } from './pdf/sections/header.ts'
import { headingBlock } from './pdf/sections/heading.ts'
import {
  certificationBlocks,
  LIST_ROW_GAP,
  languageBlocks,
  profileBlocks,
  skillBlocks,
} from './pdf/sections/lists.ts'
import { projectBlocks } from './pdf/sections/projects.ts'
import { type CvAccent, PAPER_SIZE, SPACE } from './pdf/theme.ts'
import type { ResolvedLook } from '../look/resolve-look.ts'
import { textDirection } from '../../../src/i18n/text-direction.ts'

interface Section {
  title: string
  /** Measures the section's entries; each draws its content into `sect` when placed. */
  blocks: (sect: StructElement) => Block[]
  gap: number
}

function sections(c: Canvas, flow: Flow, input: CvInput): Section[] {
  const { words } = input
  const all: Array<Section & { isEmpty: boolean }> = [
    {
      title: words.profile,
      blocks: (sect) => profileBlocks(c, flow, sect, input.summary),
      gap: SPACE.entry,
      isEmpty: input.summary.trim() === '',
    },
    {
      title: words.skills,
      blocks: (sect) => skillBlocks(c, flow, sect, input.skills),
      gap: LIST_ROW_GAP,
      isEmpty: input.skills.length === 0,
    },
    {
      title: words.experience,
      blocks: (sect) => experienceBlocks(c, flow, sect, input.experience),
      gap: SPACE.entry,
      isEmpty: input.experience.length === 0,
    },
    {
      title: words.projects,
      blocks: (sect) => projectBlocks(c, flow, sect, input),
      gap: SPACE.entry,
      isEmpty: input.projects.length === 0,
    },
    {
      title: words.education,
      blocks: (sect) => educationBlocks(c, flow, sect, input.education),
      gap: SPACE.entry,
      isEmpty: input.education.length === 0,
    },
    {
      title: words.languages,
      blocks: (sect) => languageBlocks(c, flow, sect, input.languages),
      gap: LIST_ROW_GAP,
      isEmpty: input.languages.length === 0,
    },
    {
      title: words.certifications,
      blocks: (sect) => certificationBlocks(c, flow, sect, input.certifications),
      gap: LIST_ROW_GAP,
      isEmpty: input.certifications.length === 0,
    },
  ]
  return all.filter((section) => !section.isEmpty)
}

/** A section: its heading kept with its first entry, each entry whole on one page. */
function placeSection(c: Canvas, flow: Flow, root: StructElement, section: Section): void {
  const sect = c.group(root, 'Sect')
  const blocks = section.blocks(sect)
  const first = blocks[0]
  flow.place(
    headingBlock(c, flow, sect, section.title),
    SPACE.section,
    SPACE.afterHeading + (first?.height ?? 0),
  )
  blocks.forEach((block, index) =>
    flow.place(block, index === 0 ? SPACE.afterHeading : section.gap),
  )
  sect.end()
}

function bytes(doc: Doc): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Uint8Array[] = []
    doc.on('data', (chunk: Uint8Array) => chunks.push(chunk))
    doc.on('end', () => resolve(Buffer.concat(chunks)))
    doc.on('error', reject)
    mapRightToLeftLigaturesAsSeen(doc)
    doc.end()
  })
}

/** What the CV takes from the owner's look: the light theme's accent shades and the fonts. */
export interface CvLook {
  accent: CvAccent
  fonts: CvFonts
}

export function cvLook({ palette, fonts }: ResolvedLook): CvLook {
  return {
    accent: {
      accent: palette.light.accent,
      accentStrong: palette.light.strong,
      divider: palette.light.divider,
    },
    fonts: cvFonts(fonts),
  }
}

export async function renderCvPdf(input: CvInput, look: CvLook): Promise<Buffer> {
  const size = PAPER_SIZE[input.paper]
  const direction = textDirection(input.locale)
  const doc = createDocument({
    size: [size[0], size[1]],
    lang: input.locale,
    direction,
    font: look.fonts.regular,
    info: {
      Title: input.metadata.title,
      Author: input.metadata.author,
      Subject: input.metadata.subject,
      Keywords: input.metadata.keywords.join(', '),
      CreationDate: input.date,
      ModDate: input.date,
    },
  })
  registerFonts(doc, look.fonts)
  const c = new Canvas(doc, look.accent, direction)
  const flow = new Flow(doc, size)
  const root = doc.struct('Document')
  doc.addStructure(root)

  flow.newPage()
  flow.place(headerBlock(c, flow, root, input.owner))
  for (const section of sections(c, flow, input)) placeSection(c, flow, root, section)
  root.end()

  drawFooters(c, flow, `${input.owner.name} · ${input.words.updated}`, size[1])
  return bytes(doc)
}
