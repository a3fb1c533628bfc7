/**
 * What a new owner has not replaced yet. A starter marks its placeholder words with a leading
 * `TODO:` and names its placeholder pictures `placeholder-*`, so that nothing of it reaches
 * visitors unnoticed: `bifolio check` lists each one, `bifolio test` fails on them and a
 * production build warns.
 */
import { readdir, readFile } from 'node:fs/promises'
import { basename, extname, join, relative } from 'node:path'
import { parse } from 'yaml'

export const PLACEHOLDER_WORDS = 'TODO:'
const PLACEHOLDER_PICTURE = 'placeholder-'

/** Where a data value sits, as the owner would point at it: `about.cards[0].text`. */
export function fieldPath(path: readonly (string | number)[]): string {
  return path.reduce<string>(
    (text, key) => (typeof key === 'number' ? `${text}[${key}]` : text ? `${text}.${key}` : key),
    '',
  )
}

/** Every string of a parsed data file that starts with the marker, by its field. */
function markedFields(value: unknown, path: (string | number)[] = []): string[] {
  if (typeof value === 'string') {
    return value.trimStart().startsWith(PLACEHOLDER_WORDS) ? [fieldPath(path)] : []
  }
  if (Array.isArray(value))
    return value.flatMap((item, index) => markedFields(item, [...path, index]))
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, item]) => markedFields(item, [...path, key]))
  }
  return []
}

/** The lines of a Markdown file, its front matter's included, whose words start with the marker. */
function markedLines(text: string): number[] {
  return text.split('\n').flatMap((line, index) => {
    const words = line.replace(/^\s*(?:[\w-]+:\s*["']?|[-*>#]+\s+|\d+\.\s+)?/, '')
    return words.startsWith(PLACEHOLDER_WORDS) ? [index + 1] : []
  })
}

export async function filesIn(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true })
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name))
    .sort()
}

/**
 * One line per placeholder left in the content folder: `content/en.yml: about.cards[0].text`,
 * `content/projects/example/en.md:3`, or a picture by its file. A file that does not parse is
 * the content check's to report, so it is passed over here.
 */
export async function findPlaceholders(contentDir: string, shownAs = 'content'): Promise<string[]> {
  const lines: string[] = []
  for (const file of await filesIn(contentDir)) {
    const shown = join(shownAs, relative(contentDir, file))
    const kind = extname(file)
    if (basename(file).startsWith(PLACEHOLDER_PICTURE)) {
      lines.push(`${shown}: a placeholder picture; put yours in its place, under a name of yours`)
    } else if (['.yml', '.yaml', '.json'].includes(kind)) {
      let data: unknown
      try {
        data = parse(await readFile(file, 'utf8'))
      } catch {
        continue
      }
      for (const field of markedFields(data)) lines.push(`${shown}: ${field}`)
    } else if (kind === '.md') {
      for (const line of markedLines(await readFile(file, 'utf8'))) lines.push(`${shown}:${line}`)
    }
  }
  return lines
}
