/**
 * A JSON Resume file read for what the site can use of it. Only a file that cannot be read, is
 * not JSON or is not an object is refused, in one line naming it. A field the site uses that
 * holds what it cannot read is set aside with its entry (the job, the skill, the profile), each
 * named in `skipped` (`"work"[2]."startDate" must be a date such as 2024-03, got "summer 2016"`),
 * so any resume the JSON Resume schema takes starts a site.
 */
import { readFile } from 'node:fs/promises'
import { resolve } from 'node:path'
import * as v from 'valibot'
import { InputError } from '../input-error.ts'
import { resumeSchema, type Resume } from './resume-schema.ts'

export interface ReadResume {
  resume: Resume
  /** Each field set aside, with why. */
  skipped: string[]
  /** The top-level fields and those of "basics" the file fills. */
  fields: { top: string[]; basics: string[] }
}

const READ_PROBLEMS: Record<string, string> = {
  ENOENT: 'there is no such file',
  EISDIR: 'is a folder, not a file',
  EACCES: 'cannot be read: permission denied',
}

type Path = ReadonlyArray<string | number>

/** `"work"[2]."startDate"`: the field as a path of keys and list positions. */
function fieldOf(path: Path): string {
  return path
    .map((key, index) => (typeof key === 'number' ? `[${key}]` : `${index ? '.' : ''}"${key}"`))
    .join('')
}

const pathOf = (issue: v.BaseIssue<unknown>): Path =>
  (issue.path ?? []).map((item) => item.key as string | number)

/** What is set aside for a wrong field: the list entry holding it, else the field itself. */
function cutOf(path: Path): Path {
  const lastEntry = path.findLastIndex((key) => typeof key === 'number')
  return lastEntry >= 0 ? path.slice(0, lastEntry + 1) : path
}

function describeIssue(issue: v.BaseIssue<unknown>): string {
  // A check compares fields with each other: the value alone would not say why.
  const got = issue.type === 'check' ? '' : `, got ${JSON.stringify(issue.input)}`
  const path = pathOf(issue)
  const cut = cutOf(path)
  const setAside = cut.length < path.length ? `; ${fieldOf(cut)} is left out` : ''
  return `${fieldOf(path)} ${issue.message}${got}${setAside}`
}

/** `value` without the parts at `cuts` (each a path, as JSON). */
function without(value: unknown, cuts: ReadonlySet<string>, at: Path = []): unknown {
  if (typeof value !== 'object' || value === null) return value
  const kept = (key: string | number) => !cuts.has(JSON.stringify([...at, key]))
  if (Array.isArray(value)) {
    return value.flatMap((item: unknown, index) =>
      kept(index) ? [without(item, cuts, [...at, index])] : [],
    )
  }
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key]) => kept(key))
      .map(([key, inner]) => [key, without(inner, cuts, [...at, key])]),
  )
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

const isFilled = (value: unknown) =>
  value !== null && value !== '' && !(Array.isArray(value) && value.length === 0)

const filledFields = (object: Record<string, unknown>) =>
  Object.keys(object).filter((key) => isFilled(object[key]))

/** Each pass sets aside what was wrong; an entry fixed at one level may show the next. */
const MAX_PASSES = 8

/** The resume with what the site cannot read set aside, and each part set aside named. */
export function takeResume(data: Record<string, unknown>): ReadResume {
  const basics = isObject(data.basics) ? data.basics : {}
  const fields = { top: filledFields(data), basics: filledFields(basics) }
  const skipped: string[] = []
  let current: unknown = data
  for (let pass = 0; pass < MAX_PASSES; pass += 1) {
    const result = v.safeParse(resumeSchema, current)
    if (result.success) return { resume: result.output, skipped, fields }
    skipped.push(...result.issues.map(describeIssue))
    const cuts = new Set(result.issues.map((issue) => JSON.stringify(cutOf(pathOf(issue)))))
    current = without(current, cuts)
  }
  return { resume: {}, skipped, fields }
}

export async function readResume(path: string, cwd: string): Promise<ReadResume> {
  let source: string
  try {
    source = await readFile(resolve(cwd, path), 'utf8')
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code ?? ''
    const problem = READ_PROBLEMS[code] ?? `cannot be read (${code || String(error)})`
    throw new InputError(`${path}: ${problem}`)
  }
  let data: unknown
  try {
    data = JSON.parse(source)
  } catch (error) {
    throw new InputError(`${path}: not valid JSON: ${(error as Error).message}`)
  }
  if (!isObject(data)) {
    throw new InputError(
      `${path} must be a JSON Resume object, with fields such as "basics" and "work", got ${JSON.stringify(data).slice(0, 40)}`,
    )
  }
  return takeResume(data)
}
