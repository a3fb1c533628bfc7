/**
 * One of the owner's data files read as data: YAML (`.yml`) or JSON (`.json`), or the one
 * line that says where and why it cannot be read (`content/site.yml:12: not valid YAML: …`).
 * A missing file is its own line, so an owner who deleted one learns which.
 */
import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { parseYaml, type YamlResult } from './yaml-problem.ts'

/** How the owner's files are named in problems: by their place in the site's folder. */
export const shownFile = (name: string) => `content/${name}`

export type DataFileResult = YamlResult

export async function readDataFile(contentDir: string, name: string): Promise<DataFileResult> {
  const shown = shownFile(name)
  let source: string
  try {
    source = await readFile(join(contentDir, name), 'utf8')
  } catch {
    return { problem: `${shown}: the file is missing` }
  }
  if (!name.endsWith('.json')) return parseYaml(source, shown)
  try {
    return { value: JSON.parse(source) as unknown }
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error)
    return { problem: `${shown}: not valid JSON: ${reason}` }
  }
}
