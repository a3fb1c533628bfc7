import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterEach, describe, expect, it } from 'vitest'
import { ContentError } from './content-error.ts'
import { loadCv } from './cv-schema.ts'
import { SITE_CONTENT } from '../../../test/site-under-test.ts'

const FIXTURE = fileURLToPath(new URL('../../../test/fixtures/cv-fixture.yml', import.meta.url))
const dirs: string[] = []
afterEach(async () => {
  await Promise.all(dirs.splice(0).map((dir) => rm(dir, { recursive: true, force: true })))
})

/** The tests' own cv.yml with one edit, in a folder of its own. */
async function cvWith(edit: (yaml: string) => string): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'cv-'))
  dirs.push(dir)
  await cp(FIXTURE, join(dir, 'cv.yml'))
  const yaml = await readFile(join(dir, 'cv.yml'), 'utf8')
  await writeFile(join(dir, 'cv.yml'), edit(yaml))
  return dir
}

async function problems(dir: string): Promise<readonly string[]> {
  const error = await loadCv(dir).then(
    () => null,
    (caught: unknown) => caught,
  )
  expect(error).toBeInstanceOf(ContentError)
  return (error as ContentError).problems
}

describe('content/cv.yml', () => {
  it('loads as the owner left it, with words in both languages', async () => {
    const cv = await loadCv(SITE_CONTENT)
    expect(cv.experience.length).toBeGreaterThan(0)
    for (const job of cv.experience) {
      expect(job.highlights.es?.length).toBeGreaterThanOrEqual(2)
      expect(job.highlights.en?.length).toBe(job.highlights.es?.length)
    }
    expect(cv.paper).toMatch(/^(A4|Letter)$/)
  })

  it('names a missing translation by its place in the list', async () => {
    const dir = await cvWith((yaml) =>
      yaml.replace(/\n {4}level: \{ es: Nativo, en: Native \}/, '\n    level: { es: Nativo }'),
    )
    expect(await problems(dir)).toEqual(['content/cv.yml: "languages"[0]."level"."en" is missing'])
  })

  it('wants months as YYYY-MM and periods that end after they start', async () => {
    const dir = await cvWith((yaml) =>
      yaml.replace('start: 2024-09', 'start: septiembre').replace('end: 2023-07', 'end: 2022-01'),
    )
    expect(await problems(dir)).toEqual([
      'content/cv.yml: "experience"[0]."start" must be a month such as 2024-03, got "septiembre"',
      'content/cv.yml: "experience"[1]: must not end before it starts',
    ])
  })

  it('wants one to four highlights per job', async () => {
    const dir = await cvWith((yaml) =>
      yaml.replace(/ es:\n {8}- Migré a React[^\n]*\n {8}- Reduje a la mitad[^\n]*/, ' es: []'),
    )
    expect(await problems(dir)).toEqual([
      'content/cv.yml: "experience"[1]."highlights"."es" must list 1 to 4 highlights, got []',
    ])
  })

  it('suggests the field an unknown one was meant to be', async () => {
    const dir = await cvWith((yaml) => yaml.replace('\nsummary:', '\nsumary:'))
    expect(await problems(dir)).toEqual([
      'content/cv.yml: "summary" is missing',
      'content/cv.yml: "sumary" is not a field the CV has (did you mean "summary"?)',
    ])
  })

  it('points at the line of invalid YAML', async () => {
    const dir = await cvWith((yaml) =>
      yaml.replace("location: { es: 'Valencia, España'", 'location: { es: Valencia: España'),
    )
    const [line] = await problems(dir)
    expect(line).toMatch(/^content\/cv\.yml:\d+: not valid YAML: /)
  })
})
