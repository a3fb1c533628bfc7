import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import {
  CARACAS_RESUME_PATH,
  resumeFixture,
  RESUME_PATH,
  SAMPLE_RESUME_PATH,
} from '../../test/fixture.ts'
import { InputError } from '../input-error.ts'
import { readResume } from './read-resume.ts'

const dirs: string[] = []
afterEach(async () => {
  await Promise.all(dirs.splice(0).map((dir) => rm(dir, { recursive: true, force: true })))
})

/** A folder holding `resume.json` with `text`. */
async function withResume(text: string): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'resume-'))
  dirs.push(dir)
  await writeFile(join(dir, 'resume.json'), text)
  return dir
}

async function linesOf(read: Promise<unknown>): Promise<readonly string[]> {
  const error = await read.catch((e: unknown) => e)
  if (error instanceof InputError) return error.lines
  throw new Error(`read without a problem: ${JSON.stringify(error)}`)
}

describe('a JSON Resume file', () => {
  it('reads a resume as builders export it, with fields of their own', async () => {
    const { resume, skipped } = await readResume(RESUME_PATH, '/')
    expect(resume.basics?.name).toBe(resumeFixture().basics.name)
    expect(resume.work).toHaveLength(resumeFixture().work.length)
    expect(skipped).toEqual([])
  })

  it("takes the JSON Resume project's own sample whole, a project link without its scheme included", async () => {
    const { resume, skipped } = await readResume(SAMPLE_RESUME_PATH, '/')
    expect(skipped).toEqual([])
    expect(resume.projects).toHaveLength(1)
  })

  it('takes a country written by name, as the schema allows any text there', async () => {
    const { resume, skipped } = await readResume(CARACAS_RESUME_PATH, '/')
    expect(skipped).toEqual([])
    expect(resume.basics?.location?.countryCode).toBe('Venezuela')
  })

  it('takes "" and null for a field left out', async () => {
    const dir = await withResume('{"basics":{"name":"Ana","url":"","email":null},"work":null}')
    const { resume } = await readResume('resume.json', dir)
    expect(resume.basics).toEqual({ name: 'Ana', url: undefined, email: undefined })
  })

  it('sets aside every field it cannot read, with its entry, and names each with what it holds', async () => {
    const resume = resumeFixture()
    resume.basics.email = 'jonas(at)example.org'
    resume.work[2] = { ...resume.work[2], startDate: 'March 2016' }
    resume.work[1] = { ...resume.work[1], endDate: '2017-12' }
    resume.skills[0] = { name: 'Backend', keywords: 'Go, Python' as unknown as string[] }
    const dir = await withResume(JSON.stringify(resume))
    const read = await readResume('resume.json', dir)
    expect(read.skipped).toEqual([
      '"basics"."email" must be an e-mail address such as ana@example.com, got "jonas(at)example.org"',
      '"work"[1]."endDate" must not be before "startDate"; "work"[1] is left out',
      '"work"[2]."startDate" must be a date such as 2024-03-15, 2024-03 or 2024, got "March 2016"; "work"[2] is left out',
      '"skills"[0]."keywords" must be a list of texts, got "Go, Python"; "skills"[0] is left out',
    ])
    expect(read.resume.basics?.email).toBeUndefined()
    expect(read.resume.work?.map((job) => job.name ?? job.company)).toEqual([resume.work[0]?.name])
    expect(read.resume.skills).toHaveLength(resume.skills.length - 1)
  })

  it('refuses, in one line, only a file that is not JSON, not an object, or not there', async () => {
    const broken = await withResume('{ "basics": { "name": "Ana", } }')
    const [notJson, ...more] = await linesOf(readResume('resume.json', broken))
    expect(notJson).toMatch(/^resume\.json: not valid JSON: /)
    expect(more).toEqual([])
    const list = await withResume('[]')
    expect(await linesOf(readResume('resume.json', list))).toEqual([
      'resume.json must be a JSON Resume object, with fields such as "basics" and "work", got []',
    ])
    expect(await linesOf(readResume('cv/resume.json', list))).toEqual([
      'cv/resume.json: there is no such file',
    ])
  })
})
