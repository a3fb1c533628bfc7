/**
 * `clients.yml` checked with the words that go with it: the availability, the
 * offers (one to six when the page shows them), the testimonials (each with its recorded
 * consent, or the build stops), the booking link and the brief's choices. One line per
 * problem, naming file and field, like the other content checks.
 */
import { existsSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import { LOCALES } from '../../../src/i18n/locales.ts'
import type { OwnerModules } from './owner-files.ts'
import { shownFile } from './read-data-file.ts'
import { suggestion } from './project-schema.ts'
import { fieldPath } from './field-path.ts'

const FILE = shownFile('clients.yml')
const ID = /^[a-z0-9][a-z0-9-]*$/
const ICON = /^(simple-icons|devicon-plain|lucide):[a-z0-9-]+$/
const DAY = /^\d{4}-\d{2}-\d{2}$/
const PRICE_UNITS = ['project', 'day', 'hour']
export const MAX_SERVICES = 6

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
const isText = (value: unknown): value is string => typeof value === 'string' && value.trim() !== ''
const show = (value: unknown) => JSON.stringify(value) ?? String(value)
const line = (path: ReadonlyArray<string | number>, says: string) =>
  `${FILE}: ${fieldPath(path)} ${says}`

/** A real calendar day written `YYYY-MM-DD`. */
function isDay(value: unknown): value is string {
  if (typeof value !== 'string' || !DAY.test(value)) return false
  const date = new Date(`${value}T00:00:00Z`)
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value
}

function isCurrency(code: unknown): boolean {
  if (typeof code !== 'string' || !/^[A-Z]{3}$/.test(code)) return false
  return Intl.supportedValuesOf('currency').includes(code)
}

function availabilityProblems(availability: unknown): string[] {
  if (availability === undefined) return []
  const example =
    "{ status: 'now' }, { status: 'from', date: '2027-01-11' } or { status: 'booked' }"
  if (!isRecord(availability) || !['now', 'from', 'booked'].includes(String(availability.status)))
    return [line(['availability'], `must be ${example}, or undefined to show none`)]
  if (availability.status === 'from' && !isDay(availability.date))
    return [
      line(
        ['availability', 'date'],
        `must be a day written YYYY-MM-DD, got ${show(availability.date)}`,
      ),
    ]
  return []
}

/** Unique ids of a list, as `[index, id]`, with a line for each bad or repeated one. */
function ids(list: readonly unknown[], name: string, problems: string[]): string[] {
  const seen: string[] = []
  list.forEach((entry, index) => {
    const id = isRecord(entry) ? entry.id : entry
    if (typeof id !== 'string' || !ID.test(id)) {
      problems.push(
        line(
          isRecord(entry) ? [name, index, 'id'] : [name, index],
          `must be an id of lowercase letters, digits and hyphens, e.g. "web-app", got ${show(id)}`,
        ),
      )
    } else if (seen.includes(id)) {
      problems.push(line([name, index], `"${id}" is used twice; each needs its own id`))
    } else seen.push(id)
  })
  return seen
}

function serviceProblems(services: unknown, shown: boolean): string[] {
  if (!Array.isArray(services))
    return [
      line(
        ['services'],
        "must be a list of offers such as { id: 'web-app', icon: 'lucide:app-window' }",
      ),
    ]
  const problems: string[] = []
  if (shown && (services.length === 0 || services.length > MAX_SERVICES))
    problems.push(
      line(
        ['services'],
        `has ${services.length} offers; the services section shows one to ${MAX_SERVICES} (or leave 'services' out of "sections" of site.yml)`,
      ),
    )
  ids(services, 'services', problems)
  services.forEach((service: unknown, index) => {
    if (!isRecord(service)) return
    if (typeof service.icon !== 'string' || !ICON.test(service.icon))
      problems.push(
        line(
          ['services', index, 'icon'],
          `must be an icon name such as "lucide:app-window", got ${show(service.icon)}`,
        ),
      )
    const price = service.price
    if (price === undefined) return
    if (!isRecord(price)) {
      problems.push(
        line(
          ['services', index, 'price'],
          "must be { from: 4500, currency: 'EUR', per: 'project' }",
        ),
      )
      return
    }
    if (typeof price.from !== 'number' || !(price.from > 0))
      problems.push(
        line(
          ['services', index, 'price', 'from'],
          `must be an amount above 0, e.g. 4500, got ${show(price.from)}`,
        ),
      )
    if (!isCurrency(price.currency))
      problems.push(
        line(
          ['services', index, 'price', 'currency'],
          `must be a currency code such as 'EUR' or 'USD', got ${show(price.currency)}`,
        ),
      )
    if (!PRICE_UNITS.includes(String(price.per)))
      problems.push(
        line(
          ['services', index, 'price', 'per'],
          `must be 'project', 'day' or 'hour', got ${show(price.per)}`,
        ),
      )
  })
  return problems
}

function testimonialProblems(
  testimonials: unknown,
  shown: boolean,
  { contentDir, projectSlugs }: { contentDir: string; projectSlugs: readonly string[] },
): string[] {
  if (!Array.isArray(testimonials))
    return [line(['testimonials'], 'must be a list of testimonials')]
  const problems: string[] = []
  if (shown && testimonials.length === 0)
    problems.push(
      line(
        ['testimonials'],
        'is empty; give one or more, or leave \'testimonials\' out of "sections" of site.yml',
      ),
    )
  ids(testimonials, 'testimonials', problems)
  testimonials.forEach((entry: unknown, index) => {
    const at = (...keys: string[]) => ['testimonials', index, ...keys]
    if (!isRecord(entry)) {
      problems.push(line(['testimonials', index], 'must be { id, name, role, quote, consent }'))
      return
    }
    if (!isText(entry.name)) problems.push(line(at('name'), "must be the person's name"))
    const role = entry.role
    if (!isText(role) && !(isRecord(role) && LOCALES.every((locale) => isText(role[locale]))))
      problems.push(
        line(at('role'), "must be a role such as 'CTO', or one per language: { es: '…', en: '…' }"),
      )
    if (entry.company !== undefined && !isText(entry.company))
      problems.push(line(at('company'), 'must be a name, or left out'))
    const quote = entry.quote
    if (!isRecord(quote) || !LOCALES.some((locale) => isText(quote[locale])))
      problems.push(
        line(
          at('quote'),
          "must hold the words in each language, or in the one they were said in: { en: '…' }",
        ),
      )
    if (
      entry.picture !== undefined &&
      !(typeof entry.picture === 'string' && existsSync(join(contentDir, entry.picture)))
    )
      problems.push(line(at('picture'), `there is no file ${shownFile(String(entry.picture))}`))
    if (entry.project !== undefined && !projectSlugs.includes(String(entry.project)))
      problems.push(
        line(
          at('project'),
          `there is no project ${show(entry.project)}${suggestion(String(entry.project), projectSlugs)}; the projects are ${projectSlugs.join(', ') || 'none'}`,
        ),
      )
    const consent = entry.consent
    if (!isRecord(consent) || !isDay(consent.date) || !isText(consent.how))
      problems.push(
        line(
          at('consent'),
          "must record the person's consent to be quoted here, { date: 'YYYY-MM-DD', how: 'by e-mail' }: a testimonial without it is not shown",
        ),
      )
  })
  return problems
}

function bookingProblems(booking: unknown): string[] {
  if (booking === undefined) return []
  try {
    if (typeof booking === 'string' && new URL(booking).protocol === 'https:') return []
  } catch {
    // not a URL: said below
  }
  return [
    line(
      ['booking'],
      `must be a full link such as 'https://cal.com/you', or undefined, got ${show(booking)}`,
    ),
  ]
}

function briefProblems(brief: unknown): string[] {
  if (!isRecord(brief) || !Array.isArray(brief.budgets) || !Array.isArray(brief.timelines))
    return [
      line(
        ['brief'],
        "must be { budgets: ['under-5k', …], timelines: ['asap', …] } (either list may be empty)",
      ),
    ]
  const problems: string[] = []
  ids(brief.budgets, 'brief.budgets', problems)
  ids(brief.timelines, 'brief.timelines', problems)
  return problems
}

/** The words each language needs for what `clients.yml` and `site.yml` show, as paths. */
function wordsProblems({ site, clients, words }: OwnerModules): {
  lines: string[]
  fields: string[]
} {
  // Long: one table of the words each shown part needs, and one loop over the languages.
  const shown = Array.isArray(site.sections) ? (site.sections as readonly string[]) : []
  const listIds = (list: unknown) =>
    Array.isArray(list)
      ? list.flatMap((entry) => (isRecord(entry) && typeof entry.id === 'string' ? [entry.id] : []))
      : []
  const brief: Record<string, unknown> = isRecord(clients.brief) ? clients.brief : {}
  const budgets = Array.isArray(brief.budgets) ? (brief.budgets as string[]) : []
  const timelines = Array.isArray(brief.timelines) ? (brief.timelines as string[]) : []
  const services = listIds(clients.services)
  const needs: Array<[path: string[], when: boolean, example: string]> = [
    [
      ['availability'],
      clients.availability !== undefined,
      "{ now, from, booked } (the hero's line)",
    ],
    [
      ['services'],
      shown.includes('services'),
      '{ tag, title, description, priceFrom, per, included, duration, ask, offers }',
    ],
    [['testimonials'], shown.includes('testimonials'), '{ tag, title, caseStudy }'],
    [
      ['contact', 'brief'],
      services.length + budgets.length + timelines.length > 0,
      "{ service, budget, timeline, none, budgets, timelines } (the form's brief)",
    ],
    [
      ['contact', 'bookCall'],
      clients.booking !== undefined,
      "the booking link's words, e.g. 'Book a call'",
    ],
  ]
  const lines: string[] = []
  const fields: string[] = []
  for (const locale of LOCALES) {
    const file = shownFile(`${locale}.yml`)
    const at = (path: readonly string[]) =>
      path.reduce<unknown>(
        (value, key) => (isRecord(value) ? value[key] : undefined),
        words[locale],
      )
    for (const [path, when, example] of needs) {
      if (when && at(path) === undefined) {
        fields.push(fieldPath(path))
        lines.push(
          `${file}: ${fieldPath(path)} is missing: clients.yml and site.yml show it, and it needs ${example}`,
        )
      }
    }
    const keyed = (path: string[], expected: readonly string[], what: string) => {
      const record = at(path)
      if (record === undefined) return
      const present = isRecord(record) ? Object.keys(record) : []
      for (const id of expected.filter((id) => !present.includes(id))) {
        fields.push(fieldPath([...path, id]))
        lines.push(
          `${file}: ${fieldPath([...path, id])} is missing: ${what} "${id}" of clients.yml needs its words`,
        )
      }
      for (const id of present.filter((id) => !expected.includes(id))) {
        fields.push(fieldPath([...path, id]))
        lines.push(
          `${file}: ${fieldPath([...path, id])} is not ${what} of clients.yml${suggestion(id, expected)}; the ids there are ${expected.join(', ') || 'none'}`,
        )
      }
    }
    keyed(['services', 'offers'], services, 'an offer')
    keyed(['contact', 'brief', 'budgets'], budgets, 'a budget')
    keyed(['contact', 'brief', 'timelines'], timelines, 'a timeline')
    const offers = at(['services', 'offers'])
    for (const id of services) {
      const included = isRecord(offers) && isRecord(offers[id]) ? offers[id].included : undefined
      if (
        isRecord(offers) &&
        isRecord(offers[id]) &&
        (!Array.isArray(included) || included.length === 0)
      ) {
        fields.push(fieldPath(['services', 'offers', id, 'included']))
        lines.push(
          `${file}: ${fieldPath(['services', 'offers', id, 'included'])} must list what the offer includes, a short line each`,
        )
      }
    }
  }
  return { lines, fields }
}

/** Every problem of `clients.yml` and its words; `fields` are the word paths already named. */
export function clientProblems(
  modules: OwnerModules,
  contentDir: string,
): { lines: string[]; fields: string[] } {
  const { clients, site } = modules
  const shown = Array.isArray(site.sections) ? (site.sections as readonly string[]) : []
  const projectsDir = join(contentDir, 'projects')
  const projectSlugs = existsSync(projectsDir)
    ? readdirSync(projectsDir, { withFileTypes: true })
        .filter((entry) => entry.isDirectory())
        .map((entry) => entry.name)
    : []
  const words = wordsProblems(modules)
  return {
    lines: [
      ...availabilityProblems(clients.availability),
      ...serviceProblems(clients.services, shown.includes('services')),
      ...testimonialProblems(clients.testimonials, shown.includes('testimonials'), {
        contentDir,
        projectSlugs,
      }),
      ...bookingProblems(clients.booking),
      ...briefProblems(clients.brief),
      ...words.lines,
    ],
    fields: words.fields,
  }
}
