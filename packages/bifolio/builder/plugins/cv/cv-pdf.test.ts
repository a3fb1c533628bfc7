import { execFileSync } from 'node:child_process'
import * as fontkit from 'fontkit'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Look } from '../../../src/content/types.ts'
import { ContentError } from '../content/content-error.ts'
import { readLook } from '../look/read-look.ts'
import { fileOf } from '../look/fonts.ts'
import { resolveLook, type ResolvedLook } from '../look/resolve-look.ts'
import type { CvInput } from './cv-input.ts'
import { type CvLook, cvLook, renderCvPdf as renderWithLook } from './cv-pdf.ts'
import { BULLET } from './pdf/sections/row.ts'
import { PAGE, PAPER_SIZE } from './pdf/theme.ts'
import { ARABIC_CV } from '../../../test/fixtures/arabic-cv-input.ts'
import { SAMPLE_CV_EN, SAMPLE_CV_ES } from '../../../test/fixtures/sample-cv-input.ts'
import { REPOSITORY, SITE_CONTENT } from '../../../test/site-under-test.ts'

const ownerLook = (await readLook(SITE_CONTENT)) as Look

/** Read back with poppler, the way a reader's tools see the file. */
function poppler(tool: string, ...args: string[]): string {
  return execFileSync(tool, args, { encoding: 'utf8' })
}

let resolvedLook: ResolvedLook
let look: CvLook
/** The CV in the content's own look. */
const renderCvPdf = (input: CvInput) => renderWithLook(input, look)

const dir = mkdtempSync(join(tmpdir(), 'cv-pdf-'))
const SAMPLES = { es: SAMPLE_CV_ES, en: SAMPLE_CV_EN } as const
const files: Record<string, { path: string; bytes: Buffer }> = {}

/** The repository's one sans with Arabic letters (an owner's), for the CV in Arabic. */
const ARABIC_SANS = join(REPOSITORY, 'sites', 'rania', 'content', 'fonts', 'plex-sans-arabic')

function arabicLook(): CvLook {
  const face = (weight: number) => new Uint8Array(readFileSync(join(ARABIC_SANS, `${weight}.woff`)))
  return {
    ...look,
    fonts: { ...look.fonts, regular: face(400), semibold: face(600), bold: face(700) },
  }
}

async function write(name: string, input: CvInput, paper: CvLook = look) {
  const bytes = await renderWithLook(input, paper)
  const path = join(dir, `${name}.pdf`)
  writeFileSync(path, bytes)
  files[name] = { path, bytes }
}

// Four documents with their font subsets: seconds on a quiet machine, more on a busy one.
beforeAll(async () => {
  resolvedLook = await resolveLook(ownerLook, { contentDir: SITE_CONTENT })
  look = cvLook(resolvedLook)
  await write('es', SAMPLE_CV_ES)
  await write('en', SAMPLE_CV_EN)
  await write('letter', { ...SAMPLE_CV_EN, paper: 'Letter' })
  await write('ar', ARABIC_CV, arabicLook())
}, 60_000)

afterAll(() => rmSync(dir, { recursive: true, force: true }))

function file(name: string) {
  const entry = files[name]
  if (!entry) throw new Error(`no PDF named ${name}`)
  return entry
}

/** `pdfinfo` as a map: `Tagged` -> `yes`. */
function info(name: string): Map<string, string> {
  return new Map(
    poppler('pdfinfo', file(name).path)
      .split('\n')
      .map((line) => /^([^:]+):\s*(.*)$/.exec(line))
      .filter((match) => match !== null)
      .map((match) => [match[1] ?? '', match[2] ?? '']),
  )
}

interface StructNode {
  type: string
  text: string
}

/** The structure tree in reading order, each element with the text directly under it. */
function structure(name: string): StructNode[] {
  const nodes: Array<StructNode & { depth: number }> = []
  for (const line of poppler('pdfinfo', '-struct-text', file(name).path).split('\n')) {
    const depth = line.search(/\S/) / 2
    const text = /^\s*"(.*)"$/.exec(line)
    if (text) {
      const parent = nodes.findLast((node) => node.depth === depth - 1)
      if (parent) parent.text += text[1]
    } else if (/^\s*[A-Z][A-Za-z0-9]*( \(\w+\))?$/.test(line)) {
      nodes.push({ type: line.trim().split(' ')[0] ?? '', text: '', depth })
    }
  }
  return nodes
}

/** Fails unless every one of `needles` is in `haystack`, in this order. */
function expectInOrder(haystack: string, needles: readonly string[]) {
  let from = 0
  for (const needle of needles) {
    const at = haystack.indexOf(needle, from)
    expect(at, `"${needle}" after position ${from}`).toBeGreaterThanOrEqual(0)
    from = at + needle.length
  }
}

/** Each project's case study, and its repository when its code is public. */
function projectLinks(input: CvInput) {
  return input.projects.flatMap((p) => [p.caseStudy, ...(p.repository ? [p.repository] : [])])
}

function headings(input: CvInput): string[] {
  const { words } = input
  return [
    words.profile,
    words.skills,
    words.experience,
    words.projects,
    words.education,
    words.languages,
    words.certifications,
  ]
}

/** `Inter` from `Inter-Regular`: the family part of a font file's PostScript name. */
function postscriptFamily(file: string): string {
  const font = fontkit.create(readFileSync(file))
  if (!('postscriptName' in font)) throw new Error(`${file} is a collection`)
  return font.postscriptName.split('-')[0] ?? ''
}

describe.each(Object.entries(SAMPLES))('the %s CV', (locale, input) => {
  it('is a tagged A4 PDF of at most two pages with the metadata it was given', () => {
    const fields = info(locale)
    expect(fields.get('Tagged')).toBe('yes')
    expect(Number(fields.get('Pages'))).toBeGreaterThanOrEqual(1)
    expect(Number(fields.get('Pages'))).toBeLessThanOrEqual(2)
    expect(fields.get('Page size')).toMatch(/^595\.28 x 841\.89 pts/)
    expect(fields.get('Title')).toBe(input.metadata.title)
    expect(fields.get('Author')).toBe(input.metadata.author)
    expect(fields.get('Subject')).toBe(input.metadata.subject)
    expect(fields.get('Keywords')).toBe(input.metadata.keywords.join(', '))
    expect(fields.get('CreationDate')).toBe('Sun Nov  1 00:00:00 2026 UTC')
    expect(fields.get('ModDate')).toBe('Sun Nov  1 00:00:00 2026 UTC')
  })

  it('declares its language and asks viewers to show the title', () => {
    const raw = file(locale).bytes.toString('latin1')
    expect(raw).toContain(`/Lang (${locale})`)
    expect(raw).toMatch(/\/DisplayDocTitle true/)
    expect(raw).not.toContain('/Direction')
    expect(raw).toMatch(/<pdfuaid:part>1<\/pdfuaid:part>/)
  })

  it('embeds the site’s fonts, as subsets', () => {
    const rows = poppler('pdffonts', file(locale).path).split('\n').slice(2).filter(Boolean)
    const names = rows.map((row) => row.split(/\s+/)[0] ?? '')
    // PostScript names: a subset tag, the family, then the style.
    const sans = postscriptFamily(fileOf(resolvedLook.fonts.sans, 400).woff2)
    expect(names.some((name) => name.endsWith(`+${sans}-Regular`))).toBe(true)
    expect(names.some((name) => new RegExp(`\\+${sans}-(SemiBold|Bold)$`).test(name))).toBe(true)
    // The mono's files may name themselves after one weight ("…Light"): two families in all.
    const families = new Set(names.map((name) => name.split('+')[1]?.split('-')[0]))
    expect([...families]).toHaveLength(2)
    for (const row of rows) {
      // name, type (one or two words), encoding, then emb, sub, uni, object id
      const [emb, sub] = row.trim().split(/\s+/).slice(-5, -3)
      expect({ row, emb, sub }).toEqual({ row, emb: 'yes', sub: 'yes' })
    }
  })

  it('has a structure tree in reading order: H1, contact links, then each section', () => {
    const nodes = structure(locale)
    expect(nodes[0]?.type).toBe('Document')
    const h1 = nodes.filter((node) => node.type === 'H1')
    expect(h1.map((node) => node.text)).toEqual([input.owner.name])
    expect(nodes.filter((node) => node.type === 'H2').map((node) => node.text)).toEqual(
      headings(input),
    )
    const h3 = nodes.filter((node) => node.type === 'H3').map((node) => node.text)
    expectInOrder(h3.join('\n'), [
      ...input.experience.map((job) => job.role),
      ...input.projects.map((project) => project.title),
      ...input.education.map((entry) => entry.title),
    ])
    const links = nodes.filter((node) => node.type === 'Link').map((node) => node.text)
    expect(links).toEqual([
      ...input.owner.links.map((link) => link.label),
      ...projectLinks(input).map((link) => link.label),
    ])
    const types = nodes.map((node) => node.type)
    for (const type of ['P', 'L', 'LI', 'LBody', 'Lbl', 'Sect']) expect(types).toContain(type)
    expect(types.indexOf('H1')).toBeLessThan(types.indexOf('Link'))
    expect(types.indexOf('Link')).toBeLessThan(types.indexOf('H2'))
    const paragraphs = nodes.filter((node) => node.type === 'P').map((node) => node.text)
    expect(paragraphs).toContain(input.summary)
    expect(paragraphs).toContain(input.owner.role)
  })

  it('puts every link annotation inside its Link element', () => {
    const tree = poppler('pdfinfo', '-struct', file(locale).path)
    const objects = tree.match(/^\s+Link \(inline\)\n\s+Object \d+ 0$/gm) ?? []
    expect(objects).toHaveLength(input.owner.links.length + projectLinks(input).length)
  })

  it('links the site, e-mail, GitHub, LinkedIn and every case study and repository', () => {
    const urls = poppler('pdfinfo', '-url', file(locale).path)
      .split('\n')
      .slice(1)
      .map((row) => row.trim().split(/\s+/)[2])
      .filter(Boolean)
    expect(urls).toEqual([
      ...input.owner.links.map((link) => link.url),
      ...projectLinks(input).map((link) => link.url),
    ])
    expect(urls).toContain('mailto:hola@daninavarro.dev')
  })

  it('reads in order as text, in its language, accents and punctuation intact', () => {
    const text = poppler('pdftotext', '-enc', 'UTF-8', file(locale).path, '-')
    expectInOrder(text, [
      input.owner.name,
      input.owner.role,
      input.owner.location,
      ...input.owner.links.map((link) => link.label),
      ...headings(input).slice(0, 4),
      ...input.projects.map((project) => project.title),
      ...headings(input).slice(4),
    ])
    const layout = poppler('pdftotext', '-layout', '-enc', 'UTF-8', file(locale).path, '-')
    for (const job of input.experience) expect(layout).toContain(job.role)
    const flat = text.replace(/\s+/g, ' ')
    expect(flat).toContain(input.summary)
    for (const highlight of input.experience.flatMap((job) => job.highlights)) {
      expect(flat).toContain(highlight)
    }
  })
})

describe('the Spanish CV', () => {
  it('keeps Spanish characters (ñ, accents, ¿, –, ·, “ ”)', () => {
    const text = poppler('pdftotext', '-enc', 'UTF-8', file('es').path, '-')
    for (const expected of [
      'España',
      'Formación',
      'Ingeniería Informática',
      '¿Un reto con fecha? Mejor aún.',
      'sept 2024 –',
      'Dani Navarro · Valencia y en remoto',
      '“pull requests”',
      'Politècnica',
    ]) {
      expect(text).toContain(expected)
    }
  })
})

describe('rendering', () => {
  it('writes US Letter when the content asks for it', () => {
    expect(info('letter').get('Page size')).toMatch(/^612 x 792 pts/)
    expect(Number(info('letter').get('Pages'))).toBeLessThanOrEqual(2)
  })

  it('gives the same bytes for the same input, within 150 KiB', async () => {
    for (const locale of Object.keys(SAMPLES)) {
      expect(file(locale).bytes.length).toBeLessThanOrEqual(150 * 1024)
    }
    const again = await renderCvPdf(SAMPLE_CV_EN)
    expect(again.equals(file('en').bytes)).toBe(true)
    const other = await renderCvPdf({ ...SAMPLE_CV_EN, date: new Date('2027-01-01T00:00:00Z') })
    expect(other.equals(file('en').bytes)).toBe(false)
  })

  it('keeps each heading with its first entry when a longer CV runs onto more pages', async () => {
    const long: CvInput = {
      ...SAMPLE_CV_ES,
      experience: [...SAMPLE_CV_ES.experience, ...SAMPLE_CV_ES.experience],
      projects: [...SAMPLE_CV_ES.projects, ...SAMPLE_CV_ES.projects],
    }
    const path = join(dir, 'long.pdf')
    writeFileSync(path, await renderCvPdf(long))
    const pages = Number(
      new Map(
        [...poppler('pdfinfo', path).matchAll(/^(\w+):\s*(.*)$/gm)].map((m) => [m[1], m[2]]),
      ).get('Pages'),
    )
    expect(pages).toBeGreaterThan(2)
    for (let page = 1; page < pages; page += 1) {
      const lines = poppler(
        'pdftotext',
        '-f',
        String(page),
        '-l',
        String(page),
        '-enc',
        'UTF-8',
        path,
        '-',
      )
        .split('\n')
        .map((line) => line.trim())
        .filter(
          (line) => line !== '' && !line.includes(long.words.updated) && !/^\d+ \/ \d+$/.test(line),
        )
      expect(lines.at(-1)).not.toMatch(/^<.*\/>$/)
    }
  })

  it('links only the case study of a project whose code is not public', async () => {
    const [first, ...rest] = SAMPLE_CV_EN.projects
    if (!first) throw new Error('the sample CV has no project')
    const input: CvInput = {
      ...SAMPLE_CV_EN,
      projects: [{ ...first, repository: undefined }, ...rest],
    }
    const path = join(dir, 'client-work.pdf')
    writeFileSync(path, await renderCvPdf(input))
    const urls = poppler('pdfinfo', '-url', path)
    expect(urls).toContain(first.caseStudy.url)
    expect(urls).not.toContain(first.repository?.url)
    for (const project of rest) expect(urls).toContain(project.repository?.url)
    const text = poppler('pdftotext', '-enc', 'UTF-8', path, '-')
    expect(text.split(input.words.repository)).toHaveLength(rest.length + 1)
  })

  it('refuses text its fonts cannot draw rather than print boxes, naming the file to change', async () => {
    const input = { ...SAMPLE_CV_EN, summary: 'Ωmega' }
    const refused = renderCvPdf(input)
    await expect(refused).rejects.toBeInstanceOf(ContentError)
    await expect(refused).rejects.toThrow(
      /^ {2}content\/look\.yml: "fonts" has no "Ω" .* in "Ωmega"/m,
    )
  })

  it('asks viewers to read a right-to-left language’s CV from the right', async () => {
    const raw = (await renderCvPdf({ ...SAMPLE_CV_EN, locale: 'ar' })).toString('latin1')
    expect(raw).toContain('/Lang (ar)')
    expect(raw).toMatch(/\/Direction \/R2L/)
  })
})

interface TextLine {
  xMin: number
  xMax: number
  words: Array<{ text: string; xMin: number; xMax: number }>
}

/** Page one's lines as poppler groups them, each word where it is drawn. */
function lines(name: string): TextLine[] {
  const layout = poppler('pdftotext', '-bbox-layout', '-f', '1', '-l', '1', file(name).path, '-')
  const number = (tag: string, key: string) =>
    Number(new RegExp(`${key}="([\\d.]+)"`).exec(tag)?.[1])
  const result: TextLine[] = []
  for (const [tag] of layout.matchAll(/<(line|word) [^>]*>([^<]*)/g)) {
    const box = { xMin: number(tag, 'xMin'), xMax: number(tag, 'xMax') }
    if (tag.startsWith('<line')) result.push({ ...box, words: [] })
    else {
      const text = tag
        .slice(tag.indexOf('>') + 1)
        .replaceAll('&lt;', '<')
        .replaceAll('&gt;', '>')
      result.at(-1)?.words.push({ ...box, text })
    }
  }
  return result
}

const ARABIC_LETTER = /\p{Script=Arabic}/u

describe('a CV in a right-to-left language', () => {
  const [pageWidth] = PAPER_SIZE[ARABIC_CV.paper]
  /** The page's right margin, where the name, headings and the gutter end. */
  const rightEdge = pageWidth - PAGE.marginX
  /** Where the main column ends once the gutter is on the right. */
  const mainEdge = rightEdge - PAGE.gutter
  const near = (a: number, b: number) => Math.abs(a - b) < 0.5

  it('sets every Arabic line from the right: the margin, the main column, a list item', () => {
    const arabic = lines('ar').filter((line) => line.words.some((w) => ARABIC_LETTER.test(w.text)))
    expect(arabic.length).toBeGreaterThan(10)
    const edges = [rightEdge, mainEdge, mainEdge - BULLET.indent]
    for (const line of arabic) {
      const text = line.words.map((w) => w.text).join(' ')
      expect(
        edges.some((edge) => near(line.xMax, edge)),
        `"${text}" ends at ${line.xMax}`,
      ).toBe(true)
    }
    for (const edge of edges) expect(arabic.some((line) => near(line.xMax, edge))).toBe(true)
  })

  it('puts the contact links on the left, where the reading ends', () => {
    const all = lines('ar')
    for (const link of ARABIC_CV.owner.links) {
      const line = all.find((l) => l.words.some((w) => w.text === link.label))
      expect(line?.xMin, link.label).toSatisfy((x: number) => near(x, PAGE.marginX))
    }
  })

  it('keeps a date or a number readable, after the word written before it', () => {
    const all = lines('ar')
    const texts = ARABIC_CV.experience.flatMap((job) => [job.period, ...job.highlights])
    const figures = texts.flatMap((text) =>
      [...text.matchAll(/(\S+) (\d+)/g)].map(([, before = '', figure = '']) => ({
        before,
        figure,
      })),
    )
    expect(figures.length).toBeGreaterThan(1)
    // Poppler's boxes give an Arabic word's letters in the order they are drawn, left to
    // right: compare them as a set.
    const letters = (word: string) => [...word].sort().join('')
    for (const { before, figure } of figures) {
      const line = all.find((l) => l.words.some((w) => w.text === figure))
      const number = line?.words.find((w) => w.text === figure)
      const word = line?.words.find((w) => letters(w.text) === letters(before))
      if (!number || !word) throw new Error(`no line shows "${before} ${figure}"`)
      expect(word.xMin, `"${before}" is read before ${figure}, right of it`).toBeGreaterThan(
        number.xMax,
      )
    }
  })

  it('keeps a Latin name in its own order inside an Arabic line', () => {
    const organisation = ARABIC_CV.experience[0]?.organisation ?? ''
    const names = organisation.split(' ')
    const line = lines('ar').find((l) => l.words.some((w) => w.text === names[0]))
    const xs = names.map((name) => line?.words.find((w) => w.text === name)?.xMin ?? NaN)
    expect(xs).toEqual([...xs].sort((a, b) => a - b))
  })

  it('reads as text in the order it was written', () => {
    const text = poppler('pdftotext', '-enc', 'UTF-8', file('ar').path, '-').replace(
      /[\u202a-\u202c]/g,
      '',
    )
    expectInOrder(text, [ARABIC_CV.owner.name, ARABIC_CV.owner.role])
    // Every word of the summary with its letters in typed order, those the font draws as one
    // glyph (a ligature: تر, شر, ني) included; a stop at a word's end is set apart.
    const words = ARABIC_CV.summary.split(' ').map((word) => word.replace(/[.،]$/, ''))
    expect(words.filter((word) => !text.includes(word))).toEqual([])
    expect(text).toContain(ARABIC_CV.summary.split(' ').slice(0, 5).join(' '))
  })

  it('maps each glyph of several Arabic letters back to them in typed order', () => {
    const drawn = ARABIC_CV.summary.split(' ').filter((word) => ARABIC_LETTER.test(word))
    const font = fontkit.create(Buffer.from(arabicLook().fonts.regular))
    if (!('layout' in font)) throw new Error('the Arabic face is a collection')
    // The fixture's words hold ligatures of this font, or the test would prove nothing.
    const ligatures = drawn.filter((word) =>
      font.layout(word).glyphs.some((glyph) => glyph.codePoints.length > 1),
    )
    expect(ligatures.length).toBeGreaterThan(0)
    const text = poppler('pdftotext', '-enc', 'UTF-8', file('ar').path, '-')
    for (const word of ligatures)
      expect(text.replace(/[\u202a-\u202c]/g, '')).toContain(word.replace(/[.،]$/, ''))
  })
})
