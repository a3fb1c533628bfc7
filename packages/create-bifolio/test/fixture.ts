/**
 * The test resumes: a backend engineer in Berlin (written in English, fresh for each test), the
 * JSON Resume project's own sample, and a developer in Caracas whose resume is in English.
 */
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { takeResume, type ReadResume } from '../src/resume/read-resume.ts'
import type { Resume } from '../src/resume/resume-schema.ts'

const fixturePath = (name: string) =>
  fileURLToPath(new URL(`./fixtures/${name}.json`, import.meta.url))

export const RESUME_PATH = fixturePath('resume')
/** The sample resume of the JSON Resume project (Richard Hendriks), as it publishes it. */
export const SAMPLE_RESUME_PATH = fixturePath('json-resume-sample')
/** A developer in Caracas: a country by name, a phone, a website, a Codepen profile. */
export const CARACAS_RESUME_PATH = fixturePath('caracas-developer')

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

/** A resume as the command reads it, with what it could not read set aside. */
export const readFixture = (resume: object = resumeFixture()): ReadResume =>
  takeResume(resume as Record<string, unknown>)

/** A resume as the command reads it: checked, `""` and `null` left out. */
export const parsedResume = (resume: object = resumeFixture()): Resume => readFixture(resume).resume
