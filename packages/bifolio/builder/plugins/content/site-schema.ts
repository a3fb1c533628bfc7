/**
 * The owner's data files checked together: `site.yml` (sections, skill groups, about
 * cards), `technologies.yml`, and the words of each language, which must name what `site.yml`
 * names and hold the same fields in every language. One line per problem, naming file and
 * field, like the projects' check; TypeScript says the same in the editor, this says it at
 * build and in the dev server, where no type-check runs.
 */
import { SECTION_IDS } from '../../../src/content/ids.ts'
import { LOCALES } from '../../../src/i18n/locales.ts'
import { clientProblems } from './clients-schema.ts'
import { fieldPath } from './field-path.ts'
import type { OwnerModules } from './owner-files.ts'
import { shownFile } from './read-data-file.ts'
import { suggestion } from './project-schema.ts'
import { hiddenSectionWords, wordsMatchSite } from './site-words.ts'

const SITE = shownFile('site.yml')
const TECHNOLOGIES = shownFile('technologies.yml')
const SECTION_NAMES: readonly string[] = [...SECTION_IDS, 'quote']
const ID = /^[a-z][a-z0-9-]*$/
const ICON = /^(simple-icons|devicon-plain|lucide):[a-z0-9-]+$/
const HEX = /^#[0-9a-f]{6}$/i

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

const show = (value: unknown) => JSON.stringify(value) ?? String(value)

function sectionProblems(sections: unknown): string[] {
  const field = '"sections"'
  if (!Array.isArray(sections) || sections.length === 0) {
    return [`${SITE}: ${field} must be a list such as ['home', 'skills', 'projects', 'contact']`]
  }
  const problems: string[] = []
  sections.forEach((entry, index) => {
    if (!SECTION_NAMES.includes(entry as string)) {
      problems.push(
        `${SITE}: ${field}[${index}]: unknown section ${show(entry)}${suggestion(String(entry), SECTION_NAMES)}; the sections are ${SECTION_NAMES.join(', ')}`,
      )
    }
  })
  const count = (name: string) => sections.filter((entry) => entry === name).length
  if (sections[0] !== 'home') {
    problems.push(`${SITE}: ${field} must start with 'home', the hero at the top of the page`)
  }
  if (count('contact') === 0) {
    problems.push(`${SITE}: ${field} must hold 'contact': the form is how visitors reach you`)
  }
  for (const name of SECTION_IDS) {
    if (count(name) > 1)
      problems.push(`${SITE}: ${field} names '${name}' ${count(name)} times; once is the most`)
  }
  if (count('quote') > 2) {
    problems.push(
      `${SITE}: ${field} names 'quote' ${count('quote')} times; the page has room for two`,
    )
  }
  return problems
}

function iconProblem(file: string, path: ReadonlyArray<string | number>, icon: unknown) {
  return typeof icon === 'string' && ICON.test(icon)
    ? []
    : [
        `${file}: ${fieldPath(path)} must be an icon name such as "lucide:code-xml" (Lucide, Simple Icons or Devicon), got ${show(icon)}`,
      ]
}

/** A list of `{ id, icon, … }` entries with unique ids, e.g. the skill groups. */
function idListProblems(
  list: unknown,
  name: string,
  example: string,
  entryProblems: (entry: Record<string, unknown>, index: number) => string[],
): string[] {
  if (!Array.isArray(list) || list.length === 0) {
    return [`${SITE}: "${name}" must be a list of at least one entry such as ${example}`]
  }
  const seen = new Set<string>()
  return list.flatMap((entry: unknown, index) => {
    if (!isRecord(entry))
      return [`${SITE}: "${name}"[${index}] must be an entry such as ${example}`]
    const problems: string[] = []
    if (typeof entry.id !== 'string' || !ID.test(entry.id)) {
      problems.push(
        `${SITE}: "${name}"[${index}]."id" must be lowercase letters, digits and hyphens, e.g. "backend", got ${show(entry.id)}`,
      )
    } else if (seen.has(entry.id)) {
      problems.push(
        `${SITE}: "${name}"[${index}]."id" "${entry.id}" is used twice; each needs its own`,
      )
    } else seen.add(entry.id)
    problems.push(...iconProblem(SITE, [name, index, 'icon'], entry.icon))
    return [...problems, ...entryProblems(entry, index)]
  })
}

function technologyProblems(technologies: unknown): string[] {
  if (!isRecord(technologies) || Object.keys(technologies).length === 0) {
    return [
      `${TECHNOLOGIES}: "technologies" must map ids to technologies, e.g. react: { name: 'React', … }`,
    ]
  }
  return Object.entries(technologies).flatMap(([id, technology]) => {
    if (!isRecord(technology)) {
      return [`${TECHNOLOGIES}: "${id}" must be { name, icon, color }`]
    }
    const problems: string[] = []
    if (typeof technology.name !== 'string' || technology.name.trim() === '') {
      problems.push(
        `${TECHNOLOGIES}: "${id}"."name" must be the name a visitor reads, e.g. "React"`,
      )
    }
    problems.push(...iconProblem(TECHNOLOGIES, [id, 'icon'], technology.icon))
    const color = technology.color
    const colorOk =
      (typeof color === 'string' && HEX.test(color)) ||
      (isRecord(color) && HEX.test(String(color.light)) && HEX.test(String(color.dark)))
    if (!colorOk) {
      problems.push(
        `${TECHNOLOGIES}: "${id}"."color" must be a colour such as '#61DAFB', or { light: '#000000', dark: '#FFFFFF' }, got ${show(color)}`,
      )
    }
    return problems
  })
}

function siteProblems({ site, technologies }: OwnerModules): string[] {
  const technologyIds = isRecord(technologies) ? Object.keys(technologies) : []
  const sections: unknown = site.sections
  const shown = Array.isArray(sections) ? (sections as string[]) : []
  const problems = [...sectionProblems(sections)]
  const icons: unknown = site.sectionIcons
  for (const id of new Set(
    shown.filter((entry) => entry !== 'quote' && SECTION_NAMES.includes(entry)),
  )) {
    problems.push(
      ...iconProblem(SITE, ['sectionIcons', id], isRecord(icons) ? icons[id] : undefined),
    )
  }
  problems.push(
    ...idListProblems(
      site.skillGroups,
      'skillGroups',
      "{ id: 'backend', icon: 'lucide:server', skills: ['node'] }",
      (group, index) => {
        const skills = group.skills
        if (!Array.isArray(skills) || skills.length === 0) {
          return [
            `${SITE}: "skillGroups"[${index}]."skills" must list at least one technology id, e.g. ['node']`,
          ]
        }
        return skills.flatMap((skill: unknown, at) =>
          technologyIds.includes(skill as string)
            ? []
            : [
                `${SITE}: "skillGroups"[${index}]."skills"[${at}]: unknown technology ${show(skill)}${suggestion(String(skill), technologyIds)}; the ids are in ${TECHNOLOGIES}`,
              ],
        )
      },
    ),
  )
  if (shown.includes('about-me')) {
    problems.push(
      ...idListProblems(
        site.aboutParagraphs,
        'aboutParagraphs',
        "{ id: 'values', icon: 'lucide:heart' }",
        () => [],
      ),
    )
  }
  return problems
}

/** Every text field of `value`, by its path. */
function leaves(value: unknown, path: Array<string | number> = []): Map<string, unknown> {
  const found = new Map<string, unknown>()
  if (isRecord(value) || Array.isArray(value)) {
    for (const [key, inner] of Object.entries(value)) {
      const step = Array.isArray(value) ? Number(key) : key
      for (const [innerPath, leaf] of leaves(inner, [...path, step])) found.set(innerPath, leaf)
    }
  } else found.set(fieldPath(path), value)
  return found
}

/**
 * The same fields in every language, each a text: what one language has, the other needs.
 * Fields under `named` have been named already, by a check that knows what they should be, or
 * are a hidden section's words, which nothing checks.
 */
function parityProblems(
  byLocale: Record<string, unknown>,
  file: (locale: string) => string,
  named: readonly string[] = [],
) {
  const isNamed = (path: string) =>
    named.some(
      (field) => path === field || path.startsWith(`${field}.`) || path.startsWith(`${field}[`),
    )
  const fields = Object.fromEntries(LOCALES.map((locale) => [locale, leaves(byLocale[locale])]))
  return LOCALES.flatMap((locale) => {
    const own = fields[locale] ?? new Map<string, unknown>()
    const problems: string[] = []
    for (const [path, leaf] of own) {
      if (isNamed(path)) continue
      if (typeof leaf !== 'string')
        problems.push(`${file(locale)}: ${path} must be text, got ${show(leaf)}`)
    }
    for (const other of LOCALES.filter((l) => l !== locale)) {
      for (const path of fields[other]?.keys() ?? []) {
        if (!own.has(path) && !isNamed(path))
          problems.push(
            `${file(locale)}: ${path} is missing (${file(other).replace('content/', '')} has it)`,
          )
      }
    }
    return problems
  })
}

/** Each language's part of its file under `key`, so a problem names the whole path. */
function under(key: string, byLocale: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(byLocale).map(([locale, part]) => [locale, { [key]: part }]),
  )
}

/** Every problem across the owner's data files, one line each; none means it is fine. */
export function ownerModuleProblems(modules: OwnerModules, contentDir: string): string[] {
  const matching = wordsMatchSite(modules)
  const clients = clientProblems(modules, contentDir)
  const hidden = hiddenSectionWords(modules.site, modules.words)
  return [
    ...siteProblems(modules),
    ...technologyProblems(modules.technologies),
    ...matching.lines,
    ...clients.lines,
    ...parityProblems(modules.words, (l) => shownFile(`${l}.yml`), [
      ...matching.fields,
      ...clients.fields,
      ...hidden,
    ]),
    ...parityProblems(under('projectPages', modules.projectPages), (l) => shownFile(`${l}.yml`)),
    ...parityProblems(under('cv', modules.cv), (l) => shownFile(`${l}.yml`)),
  ]
}
