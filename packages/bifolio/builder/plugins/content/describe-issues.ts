/**
 * valibot's issues as lines an owner can act on: `<file>: "<field>" is missing`, an unknown
 * field with the likely one it meant, or what a field must be and what it holds instead.
 */
import type * as v from 'valibot'
import { suggestion } from '../../../src/content/did-you-mean.ts'

export interface IssueWording {
  /** The fields the file may have, for "did you mean". */
  known: readonly string[]
  /** Whose fields they are, e.g. "a project". */
  owner: string
  /** The whole file's data, e.g. "the front matter". */
  whole: string
  /** Why a field the schema does not take is still a known one, if it is. */
  misplaced?: (key: string) => string | undefined
}

function fieldPath(path: v.BaseIssue<unknown>['path']): string {
  return (path ?? [])
    .map((item, index) =>
      typeof item.key === 'number'
        ? `[${item.key}]`
        : index === 0
          ? `"${String(item.key)}"`
          : `."${String(item.key)}"`,
    )
    .join('')
}

export function describeIssues(
  file: string,
  issues: readonly v.BaseIssue<unknown>[],
  wording: IssueWording,
): string[] {
  const { known } = wording
  // A value can fail several checks of one field (an empty link is neither a link nor https);
  // the owner fixes it once, so the first check that failed speaks for the field. A rule over a
  // whole list (`raw_check`) says each of its problems, each a fix of its own.
  const named = new Set<string>()
  return issues.flatMap((issue) => {
    const field = fieldPath(issue.path)
    if (field && issue.type !== 'strict_object' && issue.type !== 'raw_check') {
      if (named.has(field)) return []
      named.add(field)
    }
    if (issue.type === 'strict_object' && issue.expected === 'never') {
      // valibot reports only the first unknown key of an object; at the top level, name them all.
      const top = issue.path?.length === 1 ? Object(issue.path[0]?.input) : undefined
      const key = String(issue.path?.[issue.path.length - 1]?.key ?? '')
      const keys = top ? Object.keys(top).filter((other) => !known.includes(other)) : [key]
      return keys.map((key) => {
        const shown = top ? `"${key}"` : field
        const misplaced = wording.misplaced?.(key)
        if (misplaced) return `${file}: ${shown} ${misplaced}`
        return `${file}: ${shown} is not a field ${wording.owner} has${suggestion(key, known)}`
      })
    }
    if (issue.type === 'strict_object' && issue.input === undefined && field) {
      return `${file}: ${field} is missing`
    }
    if (!field) return `${file}: ${wording.whole} ${issue.message}`
    // A check's message already quotes what it found, and so does a choice among names.
    if (issue.type === 'check' || issue.type === 'raw_check')
      return `${file}: ${field}: ${issue.message}`
    if (issue.type === 'picklist') return `${file}: ${field} ${issue.message}`
    return `${file}: ${field} ${issue.message}, got ${JSON.stringify(issue.input)}`
  })
}
