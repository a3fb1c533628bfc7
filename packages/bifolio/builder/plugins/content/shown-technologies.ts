/**
 * The technologies the page shows: those a skill group of `site.yml` or a project's front
 * matter names. `technologies.yml` may hold many more (a starter ships a whole catalogue);
 * only these need their logos in the build.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { parse } from 'yaml'
import { DEFAULT_LANGUAGES } from '../../../src/i18n/locales.ts'
import { splitFrontMatter } from './front-matter.ts'

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

const idsIn = (list: unknown): string[] =>
  Array.isArray(list) ? list.filter((id): id is string => typeof id === 'string') : []

function readYaml(path: string): unknown {
  try {
    return parse(readFileSync(path, 'utf8'))
  } catch {
    // The content check names the file and the line; here it names no technology.
    return undefined
  }
}

export function shownTechnologies(contentDir: string): Set<string> {
  const shown = new Set<string>()
  const site = readYaml(join(contentDir, 'site.yml'))
  const groups = isRecord(site) && Array.isArray(site.skillGroups) ? site.skillGroups : []
  for (const group of groups)
    if (isRecord(group)) idsIn(group.skills).forEach((id) => shown.add(id))
  const listed: unknown = isRecord(site) && Array.isArray(site.languages) && site.languages[0]
  const first = typeof listed === 'string' ? listed : DEFAULT_LANGUAGES[0]
  const projects = join(contentDir, 'projects')
  if (!existsSync(projects)) return shown
  for (const entry of readdirSync(projects, { withFileTypes: true })) {
    // Facts, the technologies among them, are written in the first language's file only.
    const file = join(projects, entry.name, `${first}.md`)
    if (!entry.isDirectory() || !existsSync(file)) continue
    const front = splitFrontMatter(readFileSync(file, 'utf8'), file)
    if (front.ok && isRecord(front.data))
      idsIn(front.data.technologies).forEach((id) => shown.add(id))
  }
  return shown
}
