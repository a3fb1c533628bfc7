/**
 * The skills section from a resume's skills: an entry with keywords (`{ "name": "Frontend",
 * "keywords": ["React", "CSS"] }`) becomes a group of the technologies its name and keywords
 * name (`{ "name": "PHP", "keywords": ["Laravel 5.*"] }` shows PHP and Laravel); the
 * entries without keywords (`{ "name": "Docker" }`, as LinkedIn exports list them) are matched
 * by their own name and gathered in one group. A keyword the catalogue does not know is kept in
 * `unknown`, for the command to name: nothing is dropped without a word.
 */
import type { Locale } from '../locales.ts'
import type { Localized } from './words.ts'
import type { ResumeSkill } from './resume-schema.ts'
import { wordsIn } from './written-in.ts'

interface SkillGroup {
  id: string
  icon: string
  skills: string[]
  name: Localized
}

export interface SkillsFromResume {
  groups: SkillGroup[]
  unknown: string[]
  /** Groups of which no word names a known technology, by name. */
  empty: string[]
}

/** A group's icon from the words of its name, in either language; code when none fits. */
const ICONS: ReadonlyArray<[RegExp, string]> = [
  [/front|\bui\b|interfa|web/, 'lucide:layout-template'],
  [/back|api|server|servidor/, 'lucide:server'],
  [/data|dato|sql|base/, 'lucide:database'],
  [/devops|cloud|nube|infra|platform|plataforma|operat|operac|ops/, 'lucide:cloud'],
  [/mobile|móvil|movil|\bapps?\b/, 'lucide:smartphone'],
  [/design|diseñ|ux/, 'lucide:palette'],
  [/test|qa|prueba|calidad|quality/, 'lucide:test-tube'],
  [/machine|\b(ml|ai|ia)\b|intelig/, 'lucide:brain-circuit'],
  [/tool|herramient/, 'lucide:wrench'],
]
const DEFAULT_ICON = 'lucide:code-xml'

const LOOSE_GROUP: Localized = { es: 'Tecnologías', en: 'Technologies' }

const iconFor = (name: string) =>
  ICONS.find(([pattern]) => pattern.test(name.toLowerCase()))?.[1] ?? DEFAULT_ICON

/** A group id the content check takes: lowercase letters, digits and hyphens, a letter first. */
function groupId(name: string, taken: Set<string>): string {
  const slug = name
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
  const base = /^[a-z]/.test(slug) ? slug : `group-${slug}`.replace(/-$/, '')
  let id = base
  for (let n = 2; taken.has(id); n += 1) id = `${base}-${n}`
  taken.add(id)
  return id
}

export function skillsFromResume(
  skills: readonly ResumeSkill[],
  technologyOf: (keyword: string) => string | undefined,
  written: Locale,
): SkillsFromResume {
  const groups: SkillGroup[] = []
  const unknown: string[] = []
  const empty: string[] = []
  const taken = new Set<string>()
  const idsOf = (keywords: readonly string[]) => {
    const ids: string[] = []
    for (const keyword of keywords.map((k) => k.trim()).filter(Boolean)) {
      const id = technologyOf(keyword)
      if (!id) {
        if (!unknown.includes(keyword)) unknown.push(keyword)
      } else if (!ids.includes(id)) ids.push(id)
    }
    return ids
  }
  for (const skill of skills) {
    if (!skill.keywords?.length) continue
    const name = skill.name?.trim() || LOOSE_GROUP[written]
    const ownId = technologyOf(name)
    const ids = idsOf(skill.keywords)
    if (ownId && !ids.includes(ownId)) ids.unshift(ownId)
    if (ids.length === 0) {
      empty.push(name)
      continue
    }
    groups.push({
      id: groupId(name, taken),
      icon: iconFor(name),
      skills: ids,
      name: wordsIn(written, name),
    })
  }
  const loose = skills.filter((skill) => !skill.keywords?.length && skill.name)
  const looseIds = idsOf(loose.map((skill) => skill.name ?? ''))
  if (looseIds.length > 0) {
    groups.push({
      id: groupId('technologies', taken),
      icon: DEFAULT_ICON,
      skills: looseIds,
      name: LOOSE_GROUP,
    })
  }
  return { groups, unknown, empty }
}
