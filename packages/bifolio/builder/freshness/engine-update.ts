/**
 * What a build says when the engine is not the one that made the last build into the same
 * folder: the two versions and, for a newer engine, its CHANGELOG's entries between them, so
 * an owner who ran `npm install bifolio@…` reads what came with it at the next build.
 */
import { changesBetween, compareVersions } from './changelog.ts'

/** Past this many lines of entries the rest is left to the file itself. */
const MAX_LINES = 40

/**
 * The lines to print, none when nothing changed or there was no earlier build. `changelog` is
 * the CHANGELOG's text, `changelogPath` where the owner can read all of it.
 */
export function updateNotice(
  previous: string | undefined,
  current: string,
  changelog: string,
  changelogPath: string,
): string[] {
  if (previous === undefined || previous === current) return []
  if (compareVersions(current, previous) < 0)
    return [`bifolio ${previous} → ${current}: an earlier version than the one of the last build`]
  const sections = changesBetween(changelog, previous, current)
  if (sections.length === 0)
    return [`bifolio ${previous} → ${current}: its CHANGELOG names no changes between them`]
  const entries = sections.flatMap(({ version, lines }) => [
    `  ${version}`,
    ...lines.filter((line) => line.trim() !== '').map((line) => `    ${line}`),
  ])
  const shown = entries.slice(0, MAX_LINES)
  const left = entries.length - shown.length
  return [
    `bifolio ${previous} → ${current}, what came since the last build:`,
    ...shown,
    ...(left > 0 ? [`  … ${left} more lines in ${changelogPath}`] : []),
  ]
}
