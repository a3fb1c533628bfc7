/**
 * One of the owner's data files read as data: YAML (`.yml`) or JSON (`.json`), or the one
 * line that says where and why it cannot be read (`content/site.yml:12: not valid YAML: …`).
 * A missing file is its own line, so an owner who deleted one learns which.
 */
import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { parse, YAMLParseError } from 'yaml'

/** How the owner's files are named in problems: by their place in the site's folder. */
export const shownFile = (name: string) => `content/${name}`

export type DataFileResult = { value: unknown } | { problem: string }

export async function readDataFile(contentDir: string, name: string): Promise<DataFileResult> {
  const shown = shownFile(name)
  let source: string
  try {
    source = await readFile(join(contentDir, name), 'utf8')
  } catch {
    return { problem: `${shown}: the file is missing` }
  }
  if (name.endsWith('.json')) {
    try {
      return { value: JSON.parse(source) as unknown }
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error)
      return { problem: `${shown}: not valid JSON: ${reason}` }
    }
  }
  try {
    // YAML 1.2's core schema: `2027-01-11` and `no` stay text, as an owner means them.
    return { value: parse(source) as unknown }
  } catch (error) {
    if (error instanceof YAMLParseError) {
      const line = error.linePos?.[0]?.line ?? 1
      const reason = error.message.split('\n')[0]?.replace(/ at line \d+, column \d+:?$/, '')
      return { problem: `${shown}:${line}: not valid YAML: ${reason}` }
    }
    return { problem: `${shown}: cannot be read (${String(error)})` }
  }
}
