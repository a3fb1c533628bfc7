/**
 * A JSON Resume file read and checked: the resume, or an `InputError` with one line per
 * problem, each naming the file (by its name; by the path given when it cannot be read) and
 * the field as the owner wrote them
 * (`resume.json: "work"[2]."startDate" must be a date such as 2024-03-15, 2024-03 or 2024`).
 */
import { readFile } from 'node:fs/promises'
import { basename, resolve } from 'node:path'
import * as v from 'valibot'
import { InputError } from '../input-error.ts'
import { resumeSchema, type Resume } from './resume-schema.ts'

const READ_PROBLEMS: Record<string, string> = {
  ENOENT: 'there is no such file',
  EISDIR: 'is a folder, not a file',
  EACCES: 'cannot be read: permission denied',
}

/** `"work"[2]."startDate"`: the field as a path of keys and list positions. */
function fieldOf(path: v.BaseIssue<unknown>['path']): string {
  return (path ?? [])
    .map((item, index) =>
      typeof item.key === 'number'
        ? `[${item.key}]`
        : `${index === 0 ? '' : '.'}"${String(item.key)}"`,
    )
    .join('')
}

function describeResumeIssues(file: string, issues: readonly v.BaseIssue<unknown>[]): string[] {
  return issues.map((issue) => {
    const field = fieldOf(issue.path)
    const subject = field ? `${file}: ${field}` : file
    // A check compares fields with each other: the value alone would not say why.
    const got = issue.type === 'check' ? '' : `, got ${JSON.stringify(issue.input)}`
    return `${subject} ${issue.message}${got}`
  })
}

export async function readResume(path: string, cwd: string): Promise<Resume> {
  const file = basename(path)
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
    throw new InputError(`${file}: not valid JSON: ${(error as Error).message}`)
  }
  const result = v.safeParse(resumeSchema, data)
  if (!result.success) throw new InputError(describeResumeIssues(file, result.issues))
  return result.output
}
