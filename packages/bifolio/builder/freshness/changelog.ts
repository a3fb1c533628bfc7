/**
 * The engine's CHANGELOG read as versions: a `## <version>` heading opens each one's entries,
 * newest first; `## Unreleased` holds what no version has yet brought, and is never one of them.
 */

export interface ChangelogSection {
  version: string
  /** The section's text under its heading, without the blank lines around it. */
  lines: string[]
}

const HEADING = /^## (\S+)\s*$/
const VERSION = /^(\d+)\.(\d+)\.(\d+)(?:-([0-9A-Za-z.-]+))?$/

/** Orders two `major.minor.patch[-pre]` versions; a pre-release comes before its release. */
export function compareVersions(a: string, b: string): number {
  const [, ...left] = VERSION.exec(a) ?? []
  const [, ...right] = VERSION.exec(b) ?? []
  for (let part = 0; part < 3; part += 1) {
    const difference = Number(left[part] ?? 0) - Number(right[part] ?? 0)
    if (difference !== 0) return Math.sign(difference)
  }
  const [preA, preB] = [left[3], right[3]]
  if (preA === preB) return 0
  if (preA === undefined) return 1
  if (preB === undefined) return -1
  return preA.localeCompare(preB, 'en', { numeric: true })
}

const isVersion = (text: string) => VERSION.test(text)

/** Every released version's section, in the file's order. */
export function changelogSections(text: string): ChangelogSection[] {
  const sections: ChangelogSection[] = []
  let current: ChangelogSection | undefined
  for (const line of text.split(/\r?\n/)) {
    const heading = HEADING.exec(line)?.[1]
    if (heading !== undefined || line.startsWith('# ')) {
      current =
        heading !== undefined && isVersion(heading) ? { version: heading, lines: [] } : undefined
      if (current) sections.push(current)
    } else current?.lines.push(line)
  }
  for (const section of sections) {
    while (section.lines[0]?.trim() === '') section.lines.shift()
    while (section.lines.at(-1)?.trim() === '') section.lines.pop()
  }
  return sections
}

/** The sections of the versions after `from` up to and including `to`, newest first. */
export function changesBetween(text: string, from: string, to: string): ChangelogSection[] {
  return changelogSections(text)
    .filter(
      ({ version }) => compareVersions(version, from) > 0 && compareVersions(version, to) <= 0,
    )
    .sort((a, b) => compareVersions(b.version, a.version))
}
