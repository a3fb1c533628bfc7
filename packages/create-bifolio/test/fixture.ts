/** The test resume (a backend engineer in Berlin, written in English), fresh for each test. */
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import * as v from 'valibot'
import { resumeSchema, type Resume } from '../src/resume/resume-schema.ts'

export const RESUME_PATH = fileURLToPath(new URL('./fixtures/resume.json', import.meta.url))

const source = readFileSync(RESUME_PATH, 'utf8')

export interface ResumeFixture {
  basics: Record<string, unknown> & { location: Record<string, unknown>; profiles: object[] }
  work: Array<Record<string, unknown>>
  education: Array<Record<string, unknown>>
  skills: Array<{ name: string; keywords?: string[] }>
  languages: Array<Record<string, unknown>>
  certificates: Array<Record<string, unknown>>
  projects: Array<Record<string, unknown>>
}

export const resumeFixture = (): ResumeFixture => JSON.parse(source) as ResumeFixture

/** A resume as the command reads it: checked, `""` and `null` left out. */
export const parsedResume = (resume: object = resumeFixture()): Resume =>
  v.parse(resumeSchema, resume)
