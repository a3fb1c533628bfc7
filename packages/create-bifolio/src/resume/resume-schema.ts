/**
 * The parts of a JSON Resume (https://jsonresume.org/schema) a site is started from, checked
 * only as far as the site uses them. Every field is optional and other fields are let through,
 * as resume builders and LinkedIn converters add their own; `null` and `""` stand for a field
 * left out, as many of them write one. Texts the schema allows in any form (a country, a link)
 * are taken as text and made usable where they are used.
 */
import * as v from 'valibot'

const DATE_MESSAGE = 'must be a date such as 2024-03-15, 2024-03 or 2024'

/** ISO 8601 as the schema has it: a year, a month or a day; a time after the day is let be. */
const DATE = /^[12]\d{3}(-(0[1-9]|1[0-2])(-(0[1-9]|[12]\d|3[01])(T[\d:.]+(Z|[+-][\d:]+)?)?)?)?$/

/** A field that may be left out, written null, or written "" (all three: absent). */
function maybe<T extends v.GenericSchema<unknown, string>>(schema: T) {
  return v.pipe(
    v.nullish(
      // When neither kind fits, what the field must be is the schema's own word.
      v.union([v.literal(''), schema], (issue) => issue.issues?.at(-1)?.message ?? 'is not valid'),
    ),
    v.transform((value) =>
      value === '' || value === null ? undefined : (value as v.InferOutput<T>),
    ),
  )
}

const text = v.string('must be text')

const date = v.pipe(v.string(DATE_MESSAGE), v.regex(DATE, DATE_MESSAGE))

const email = v.pipe(
  v.string('must be an e-mail address such as ana@example.com'),
  v.email('must be an e-mail address such as ana@example.com'),
)

const texts = v.array(text, 'must be a list of texts')

/** A period given in full ends on or after its start (dates of any precision compared). */
function endsAfterStart(entry: { startDate?: string; endDate?: string }): boolean {
  const { startDate: start, endDate: end } = entry
  if (!start || !end) return true
  const length = Math.min(start.length, end.length, 10)
  return start.slice(0, length) <= end.slice(0, length)
}

const END_BEFORE_START = 'must not be before "startDate"'

const period = { startDate: maybe(date), endDate: maybe(date) }

const location = v.looseObject(
  {
    address: maybe(text),
    postalCode: maybe(text),
    city: maybe(text),
    countryCode: maybe(text),
    region: maybe(text),
  },
  'must be an object such as { "city": "Valencia", "countryCode": "ES" }',
)

const profile = v.looseObject(
  { network: maybe(text), username: maybe(text), url: maybe(text) },
  'must be an object such as { "network": "GitHub", "url": "https://github.com/you" }',
)

const basics = v.looseObject(
  {
    name: maybe(text),
    label: maybe(text),
    email: maybe(email),
    phone: maybe(text),
    url: maybe(text),
    summary: maybe(text),
    location: v.nullish(location),
    profiles: v.nullish(v.array(profile, 'must be a list of profiles')),
  },
  'must be an object such as { "name": "Ana Ruiz", "email": "ana@example.com" }',
)

const work = v.pipe(
  v.looseObject(
    {
      name: maybe(text),
      /** The organisation's name in the schema's first version. */
      company: maybe(text),
      position: maybe(text),
      location: maybe(text),
      ...period,
      summary: maybe(text),
      description: maybe(text),
      highlights: v.nullish(texts),
    },
    'must be a job such as { "name": "Acme", "position": "Developer", "startDate": "2021-04" }',
  ),
  v.forward(
    v.check((entry) => endsAfterStart(entry), END_BEFORE_START),
    ['endDate'],
  ),
)

const education = v.pipe(
  v.looseObject(
    {
      institution: maybe(text),
      area: maybe(text),
      studyType: maybe(text),
      /** Not in the schema, but written by some builders. */
      location: maybe(text),
      ...period,
    },
    'must be a study such as { "institution": "…", "area": "…", "startDate": "2015-09" }',
  ),
  v.forward(
    v.check((entry) => endsAfterStart(entry), END_BEFORE_START),
    ['endDate'],
  ),
)

const skill = v.looseObject(
  { name: maybe(text), level: maybe(text), keywords: v.nullish(texts) },
  'must be a skill such as { "name": "Frontend", "keywords": ["React"] }',
)

const language = v.looseObject(
  { language: maybe(text), fluency: maybe(text) },
  'must be a language such as { "language": "English", "fluency": "C1" }',
)

const certificate = v.looseObject(
  { name: maybe(text), date: maybe(date), issuer: maybe(text) },
  'must be a certificate such as { "name": "…", "issuer": "…", "date": "2024-05" }',
)

const project = v.looseObject({ name: maybe(text) }, 'must be a project such as { "name": "…" }')

const list = <T extends v.GenericSchema<unknown, unknown>>(entry: T, what: string) =>
  v.nullish(v.array(entry, `must be a list of ${what}`))

const RESUME_MESSAGE = 'must be a JSON Resume object, with fields such as "basics" and "work"'

const resumeObject = v.looseObject(
  {
    basics: v.nullish(basics),
    work: list(work, 'jobs'),
    education: list(education, 'studies'),
    skills: list(skill, 'skills'),
    languages: list(language, 'languages'),
    certificates: list(certificate, 'certificates'),
    projects: list(project, 'projects'),
  },
  RESUME_MESSAGE,
)

/** valibot takes a list for an object; a resume is never one. */
export const resumeSchema = v.pipe(
  v.custom<Record<string, unknown>>((input) => !Array.isArray(input), RESUME_MESSAGE),
  resumeObject,
)

/** The top-level fields the site reads (and the file's own): any other is named as not used. */
export const USED_FIELDS = { top: [...Object.keys(resumeObject.entries), '$schema', 'meta'] }

export type Resume = v.InferOutput<typeof resumeSchema>
export type ResumeWork = NonNullable<Resume['work']>[number]
export type ResumeEducation = NonNullable<Resume['education']>[number]
export type ResumeSkill = NonNullable<Resume['skills']>[number]
