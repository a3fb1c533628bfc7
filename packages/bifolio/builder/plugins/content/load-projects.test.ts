import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import sharp from 'sharp'
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { ContentError } from './content-error.ts'
import { technologies } from '../../../src/content/technologies.ts'
import { loadProjects } from './load-projects.ts'
import { projectPath } from '../../../src/i18n/routes.ts'
import { CARD_PICTURE_MIN_PX } from './project-folder.ts'
import { SITE_CONTENT } from '../../../test/site-under-test.ts'

const REAL_CONTENT = SITE_CONTENT
/** The fixture's own technologies, as an owner's technologies.ts would list them. */
const TECHNOLOGY_IDS = ['typescript', 'node', 'react'] as const
const SHOWN = 'content/projects'

/** Front matter as raw YAML values by field; `undefined` leaves the field out. */
type Fields = Record<string, string | undefined>

const ES_FIELDS: Fields = {
  title: 'Proyecto',
  summary: 'Un resumen del proyecto.',
  imageAlt: 'Una captura del proyecto',
  order: '1',
  year: '2024',
  image: 'cover.png',
  repository: 'https://github.com/owner/repo',
  technologies: '[typescript, node, react]',
  colors: "{ main: '#0C5E63', second: '#0A3D40', ink: '#FFFFFF' }",
}
const EN_FIELDS: Fields = {
  title: 'Project',
  summary: 'A summary of the project.',
  imageAlt: 'A screenshot of the project',
}

interface ProjectSpec {
  /** Merged over ES_FIELDS; `null` writes no es.md, and en.md holds the facts. */
  es?: Fields | null
  /** Merged over EN_FIELDS; `null` writes no en.md. */
  en?: Fields | null
  esBody?: string
  enBody?: string
  /** Size of cover.png; `null` writes none. */
  cover?: { width: number; height: number } | null
}

let contentDir: string
let validCover: Buffer

function markdown(fields: Fields, body: string): string {
  const lines = Object.entries(fields).flatMap(([key, value]) =>
    value === undefined ? [] : [`${key}: ${value}`],
  )
  return ['---', ...lines, '---', '', body].join('\n')
}

function cover(width: number, height: number): Promise<Buffer> {
  const create = { width, height, channels: 3, background: '#0c969c' } as const
  return sharp({ create }).png().toBuffer()
}

/** A valid project in `contentDir`, but for the overrides. */
async function writeProject(slug: string, spec: ProjectSpec = {}): Promise<string> {
  const dir = join(contentDir, 'projects', slug)
  await mkdir(dir, { recursive: true })
  const esBody = spec.esBody ?? '## Contexto\n\nTexto.\n'
  if (spec.es !== null) {
    await writeFile(join(dir, 'es.md'), markdown({ ...ES_FIELDS, ...spec.es }, esBody))
  }
  if (spec.en !== null) {
    const enBody = spec.enBody ?? '## Context\n\nText.\n'
    const facts = spec.es === null ? { ...ES_FIELDS, ...EN_FIELDS } : EN_FIELDS
    await writeFile(join(dir, 'en.md'), markdown({ ...facts, ...spec.en }, enBody))
  }
  if (spec.cover !== null) {
    const bytes = spec.cover ? await cover(spec.cover.width, spec.cover.height) : validCover
    await writeFile(join(dir, 'cover.png'), bytes)
  }
  return dir
}

/** Loading must fail with a ContentError; its lines. */
async function problems(): Promise<readonly string[]> {
  const error: unknown = await loadProjects({ contentDir, technologyIds: TECHNOLOGY_IDS }).then(
    () => undefined,
    (thrown: unknown) => thrown,
  )
  expect(error).toBeInstanceOf(ContentError)
  return (error as ContentError).problems
}

beforeAll(async () => {
  validCover = await cover(1200, 900)
})
beforeEach(async () => {
  contentDir = await mkdtemp(join(tmpdir(), 'load-projects-'))
})
afterEach(async () => {
  await rm(contentDir, { recursive: true, force: true })
})

describe('the owner content', () => {
  it('loads every project folder in order, with its words in both languages and its case study', async () => {
    const projects = await loadProjects({
      contentDir: REAL_CONTENT,
      technologyIds: Object.keys(technologies),
    })
    const folders = (await readdir(join(REAL_CONTENT, 'projects'), { withFileTypes: true }))
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name)
    expect(projects.map((project) => project.card.slug).sort()).toEqual(folders.sort())
    expect(projects.map((project) => project.card.order)).toEqual(
      projects.map((_, index) => index + 1),
    )
    for (const { card, bodies } of projects) {
      expect(card.image.startsWith(`projects/${card.slug}/`)).toBe(true)
      for (const locale of ['es', 'en'] as const) {
        expect(card.words[locale]?.title, `${card.slug}/${locale}`).toBeTruthy()
        expect(card.words[locale]?.summary, `${card.slug}/${locale}`).toBeTruthy()
        expect(typeof bodies[locale], `${card.slug}/${locale}`).toBe('string')
      }
    }
  })
})

describe('front matter', () => {
  it('names a missing required field', async () => {
    await writeProject('crm', { en: { title: undefined } })
    expect(await problems()).toEqual([`${SHOWN}/crm/en.md: "title" is missing`])
  })

  it('wants whole numbers for order and year', async () => {
    await writeProject('crm', { es: { year: '"soon"', order: '1.5' } })
    expect(await problems()).toEqual([
      `${SHOWN}/crm/es.md: "order" must be a whole number, got 1.5`,
      `${SHOWN}/crm/es.md: "year" must be a whole number, got "soon"`,
    ])
  })

  it('names an unknown technology by its index and suggests the nearest id', async () => {
    await writeProject('crm', { es: { technologies: '[typescript, node, reactt]' } })
    const [line, ...rest] = await problems()
    expect(rest).toEqual([])
    expect(line).toMatch(
      /^content\/projects\/crm\/es\.md: "technologies"\[2\]: unknown technology "reactt" \(did you mean "react"\?\); the ids are in content\/technologies\.yml/,
    )
  })

  it('takes a project with a repository, a live demo, both or neither', async () => {
    await writeProject('both', { es: { order: '1', demo: 'https://demo.example.com' } })
    await writeProject('code', { es: { order: '2' } })
    await writeProject('demo', {
      es: { order: '3', repository: undefined, demo: 'https://demo.example.com' },
    })
    await writeProject('client', { es: { order: '4', repository: undefined } })
    await writeProject('blank', { es: { order: '5', repository: '' } })
    const loaded = await loadProjects({ contentDir, technologyIds: TECHNOLOGY_IDS })
    const links = loaded.map(({ card }) => [card.slug, card.repository, card.demo])
    expect(links).toEqual([
      ['both', ES_FIELDS.repository, 'https://demo.example.com'],
      ['code', ES_FIELDS.repository, undefined],
      ['demo', undefined, 'https://demo.example.com'],
      ['client', undefined, undefined],
      // `repository:` with nothing after it is YAML's null: no repository.
      ['blank', undefined, undefined],
    ])
  })

  it('names an empty link once, saying it may be left out', async () => {
    await writeProject('crm', { es: { repository: "''", demo: '"http://demo.example.com"' } })
    expect(await problems()).toEqual([
      `${SHOWN}/crm/es.md: "repository" must be a link such as https://example.com, or left out when there is no public repository, got ""`,
      `${SHOWN}/crm/es.md: "demo" must start with https://, got "http://demo.example.com"`,
    ])
  })

  it('sends every fact written in en.md back to es.md', async () => {
    await writeProject('crm', { en: { repository: 'https://github.com/owner/repo', year: '2024' } })
    const misplaced = (field: string) =>
      `${SHOWN}/crm/en.md: "${field}" belongs in es.md only: facts are written once, words in every language`
    expect(await problems()).toEqual([misplaced('repository'), misplaced('year')])
  })

  it('suggests the field an unknown one was meant to be', async () => {
    await writeProject('crm', { en: { title: undefined, titel: 'Project' } })
    expect(await problems()).toEqual([
      `${SHOWN}/crm/en.md: "title" is missing`,
      `${SHOWN}/crm/en.md: "titel" is not a field a project has (did you mean "title"?)`,
    ])
  })

  it('points at the file and line of invalid YAML', async () => {
    await writeProject('crm', { en: { summary: 'a: b' } })
    const [line, ...rest] = await problems()
    expect(rest).toEqual([])
    // Line 1 is the fence, 2 the title, 3 the summary.
    expect(line).toMatch(/^content\/projects\/crm\/en\.md:3: not valid YAML/)
    expect(line).toContain('a value containing ": " must be quoted: summary: "a: b"')
  })
})

describe('project folders', () => {
  it('takes a project written in some of the languages, with its words and case study in those', async () => {
    await writeProject('crm', { en: null })
    const [crm] = await loadProjects({ contentDir, technologyIds: TECHNOLOGY_IDS })
    expect(Object.keys(crm?.card.words ?? {})).toEqual(['es'])
    expect(Object.keys(crm?.bodies ?? {})).toEqual(['es'])
    expect(crm?.card.year).toBe(Number(ES_FIELDS.year))
  })

  it('reads the facts from the first language a project is written in', async () => {
    await writeProject('crm', { es: null })
    const [crm] = await loadProjects({ contentDir, technologyIds: TECHNOLOGY_IDS })
    expect(Object.keys(crm?.card.words ?? {})).toEqual(['en'])
    expect(crm?.card.year).toBe(Number(ES_FIELDS.year))
  })

  it('needs a text in at least one language', async () => {
    await writeProject('crm', { es: null, en: null })
    expect(await problems()).toEqual([
      `${SHOWN}/crm: there is no text; a project needs one of es.md, en.md`,
    ])
  })

  it('needs the card picture', async () => {
    await writeProject('crm', { cover: null })
    expect(await problems()).toEqual([
      `${SHOWN}/crm/es.md: "image": there is no file "cover.png" in the project's folder`,
    ])
  })

  it('needs a card picture large enough for sharp screens', async () => {
    const { width, height } = CARD_PICTURE_MIN_PX
    await writeProject('crm', { cover: { width: width - 1, height } })
    expect(await problems()).toEqual([
      `${SHOWN}/crm/es.md: "image": cover.png is ${width - 1}×${height} px; a card needs at least ${width}×${height} px`,
    ])
  })

  it('places projects without an order after those with one, newest first', async () => {
    await writeProject('alpha', { es: { order: undefined, year: '2021' } })
    await writeProject('beta', { es: { order: undefined, year: '2023' } })
    await writeProject('gamma', { es: { order: '1', year: '2020' } })
    const projects = await loadProjects({ contentDir, technologyIds: TECHNOLOGY_IDS })
    expect(projects.map((project) => [project.card.slug, project.card.order])).toEqual([
      ['gamma', 1],
      ['beta', 2],
      ['alpha', 3],
    ])
  })

  it('gives each project its own order', async () => {
    await writeProject('alpha')
    await writeProject('beta')
    expect(await problems()).toEqual([
      `${SHOWN}/beta/es.md: "order" 1 is also the order of alpha; each project needs its own place`,
    ])
  })

  it('gives each project its own slug, whatever its case', async () => {
    await writeProject('crm', { es: { order: '1' } })
    await writeProject('CRM', { es: { order: '2' } })
    expect(await problems()).toContain(
      `${SHOWN}/crm: the same slug as ${SHOWN}/CRM; each project needs its own`,
    )
  })

  it('needs a folder name that is safe in a URL', async () => {
    await writeProject('My Project')
    expect(await problems()).toEqual([
      `${SHOWN}/My Project: the folder name is the address of the project's page, so it may hold only lowercase letters, digits and single hyphens (e.g. "my-project")`,
    ])
  })
})

describe('case study bodies', () => {
  // A body starts on line 13 of es.md: the fence, nine fields, the fence and a blank line.
  it('reports broken links, pictures, projects and anchors, with their lines', async () => {
    const esBody =
      '## Contexto\n\n[x](./nope.pdf)\n\n![x](./nope.png)\n\n[y](../nope/)\n\n[z](#contxto)\n'
    await writeProject('crm', { esBody })
    expect(await problems()).toEqual([
      `${SHOWN}/crm/es.md:15: broken link "./nope.pdf": no such file in ${SHOWN}/crm`,
      `${SHOWN}/crm/es.md:17: broken picture "./nope.png": no such file in ${SHOWN}/crm`,
      `${SHOWN}/crm/es.md:19: broken link "../nope/": there is no project "nope"`,
      `${SHOWN}/crm/es.md:21: broken link "#contxto": no heading has that anchor (did you mean "contexto"?)`,
    ])
  })

  it('links to another project’s page in the same language', async () => {
    await writeProject('crm', {
      esBody: '## Contexto\n\nVer [el otro](../other/).\n',
      enBody: '## Context\n\nSee [the other](../other/).\n',
    })
    await writeProject('other', { es: { order: '2' } })
    const [crm] = await loadProjects({ contentDir, technologyIds: TECHNOLOGY_IDS })
    expect(crm?.bodies.es).toContain('<a href="/proyectos/other/">el otro</a>')
    expect(crm?.bodies.en).toContain('<a href="/en/projects/other/">the other</a>')
  })

  it('links to a project missing in its language on the page of the language it has', async () => {
    await writeProject('crm', { enBody: '## Context\n\nSee [the other](../other/).\n' })
    await writeProject('other', { es: { order: '2' }, en: null })
    const [crm] = await loadProjects({ contentDir, technologyIds: TECHNOLOGY_IDS })
    expect(crm?.bodies.en).toContain(`<a href="${projectPath('es', 'other')}">the other</a>`)
  })

  it('highlights code into classes, with no inline style', async () => {
    await writeProject('crm', { enBody: '## Code\n\n```ts\nconst answer: number = 42\n```\n' })
    const [crm] = await loadProjects({ contentDir, technologyIds: TECHNOLOGY_IDS })
    expect(crm?.bodies.en).toContain('<code class="hljs language-ts">')
    expect(crm?.bodies.en).toMatch(/<span class="hljs-keyword">const<\/span>/)
    expect(crm?.bodies.en).not.toContain('style=')
  })

  it('keeps a table’s column alignment as classes, not an attribute a stylesheet overrides', async () => {
    await writeProject('crm', {
      enBody:
        '## Figures\n\n| Measure | Before | After |\n| :--- | ---: | :---: |\n| Days | 12 | 2 |\n',
    })
    const [crm] = await loadProjects({ contentDir, technologyIds: TECHNOLOGY_IDS })
    const html = crm?.bodies.en ?? ''
    expect(html).toContain('<th class="align-left">Measure</th>')
    expect(html).toContain('<th class="align-right">Before</th>')
    expect(html).toContain('<td class="align-right">12</td>')
    expect(html).toContain('<td class="align-center">2</td>')
    expect(html).not.toContain('align=')
  })

  it('turns a picture into a sized, lazily loaded <picture> with AVIF first', async () => {
    const dir = await writeProject('crm', {
      enBody: '## Flow\n\n![The sign-up flow](./flow.png)\n',
    })
    await writeFile(join(dir, 'flow.png'), validCover)
    const [crm] = await loadProjects({ contentDir, technologyIds: TECHNOLOGY_IDS })
    const html = crm?.bodies.en ?? ''
    expect(html).toMatch(/<picture><source type="image\/avif" srcset="\/assets\/[^"]+ 1200w"/)
    const img = /<img [^>]*>/.exec(html)?.[0]
    expect(img).toContain('alt="The sign-up flow"')
    expect(img).toContain('width="1200"')
    expect(img).toContain('height="900"')
    expect(img).toContain('loading="lazy"')
  })

  it('reports raw HTML', async () => {
    await writeProject('crm', { enBody: '## Context\n\n<div>Text.</div>\n' })
    expect(await problems()).toEqual([
      `${SHOWN}/crm/en.md:9: HTML is not shown on the page; write it in Markdown instead`,
    ])
  })

  it('reports a first-level heading', async () => {
    await writeProject('crm', { enBody: '# Context\n\nText.\n' })
    expect(await problems()).toEqual([
      `${SHOWN}/crm/en.md:7: use "##" for headings; the title is the page's only "#"`,
    ])
  })
})

it('reports every problem at once, one line each', async () => {
  await writeProject('crm', {
    es: { year: '"soon"', technologies: '[reactt]' },
    en: { title: undefined, repository: 'https://github.com/owner/repo', titel: 'Project' },
  })
  await writeProject('other', { es: { order: '2' }, enBody: '# Other\n\n[x](./nope.pdf)\n' })
  const lines = await problems()
  expect(lines).toEqual([
    expect.stringMatching(/crm\/es\.md: "year" must be a whole number/),
    expect.stringMatching(/crm\/es\.md: "technologies"\[0\]: unknown technology "reactt"/),
    expect.stringMatching(/crm\/en\.md: "title" is missing$/),
    expect.stringMatching(/crm\/en\.md: "repository" belongs in es\.md only/),
    expect.stringMatching(/crm\/en\.md: "titel" is not a field a project has/),
    expect.stringMatching(/other\/en\.md:7: use "##" for headings/),
    expect.stringMatching(/other\/en\.md:9: broken link "\.\/nope\.pdf"/),
  ])
  for (const line of lines) expect(line).toMatch(/^content\/projects\/[^\n]+$/)
  await expect(loadProjects({ contentDir, technologyIds: TECHNOLOGY_IDS })).rejects.toThrow(
    '7 problems',
  )
})
