import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { resumeFixture, RESUME_PATH } from '../../test/fixture.ts'
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
    const resume = await readResume(RESUME_PATH, '/')
    expect(resume.basics?.name).toBe(resumeFixture().basics.name)
    expect(resume.work).toHaveLength(resumeFixture().work.length)
  })

  it('takes "" and null for a field left out', async () => {
    const dir = await withResume('{"basics":{"name":"Ana","url":"","email":null},"work":null}')
    const resume = await readResume('resume.json', dir)
    expect(resume.basics).toEqual({ name: 'Ana', url: undefined, email: undefined })
  })

  it('names each wrong field by its path, with what it must be and what it holds', async () => {
    const resume = resumeFixture()
    resume.basics.email = 'jonas(at)example.org'
    resume.work[2] = { ...resume.work[2], startDate: 'March 2016' }
    resume.work[1] = { ...resume.work[1], endDate: '2017-12' }
    resume.skills[0] = { name: 'Backend', keywords: 'Go, Python' as unknown as string[] }
    const dir = await withResume(JSON.stringify(resume))
    expect(await linesOf(readResume('resume.json', dir))).toEqual([
      'resume.json: "basics"."email" must be an e-mail address such as ana@example.com, got "jonas(at)example.org"',
      'resume.json: "work"[1]."endDate" must not be before "startDate"',
      'resume.json: "work"[2]."startDate" must be a date such as 2024-03-15, 2024-03 or 2024, got "March 2016"',
      'resume.json: "skills"[0]."keywords" must be a list of texts, got "Go, Python"',
    ])
  })

  it('says when the file is not JSON, not a resume, or not there', async () => {
    const broken = await withResume('{ "basics": { "name": "Ana", } }')
    const [notJson] = await linesOf(readResume('resume.json', broken))
    expect(notJson).toMatch(/^resume\.json: not valid JSON: /)
    const list = await withResume('[]')
    expect(await linesOf(readResume('resume.json', list))).toEqual([
      'resume.json must be a JSON Resume object, with fields such as "basics" and "work", got []',
    ])
    expect(await linesOf(readResume('cv/resume.json', list))).toEqual([
      'cv/resume.json: there is no such file',
    ])
  })
})
