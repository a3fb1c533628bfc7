/**
 * `cv.yml`: what the CV adds to the page's content (experience, education,
 * languages, certifications), words in every language, checked at build like the rest.
 */
import * as v from 'valibot'
import { languageTag } from '../../../src/content/shapes/languages.ts'
import { oneOf } from '../../../src/content/shapes/text.ts'
import { LOCALES, type Locale } from '../../../src/i18n/locales.ts'
import { ContentError } from './content-error.ts'
import { describeIssues } from './describe-issues.ts'
import { words } from './project-schema.ts'
import { readDataFile, shownFile } from './read-data-file.ts'

const SHOWN = shownFile('cv.yml')

/**
 * Words in every one of `languages`: `{ es: …, en: … }`. The editor's schema is one for every
 * site, so there (`'any'`) a key may be any language tag and the build's check says which the
 * site needs.
 */
function localizedIn(languages: readonly Locale[] | 'any') {
  return <T extends v.GenericSchema>(schema: T) =>
    languages === 'any'
      ? v.record(languageTag, schema)
      : v.strictObject(
          Object.fromEntries(languages.map((locale) => [locale, schema])) as Record<Locale, T>,
          `must give the words in every language, e.g. { ${languages.map((l) => `${l}: …`).join(', ')} }`,
        )
}

const month = v.pipe(
  v.string('must be a month such as 2024-03'),
  v.regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'must be a month such as 2024-03'),
)

const period = {
  start: month,
  end: v.union([v.literal('present'), month], 'must be a month such as 2024-03, or present'),
}

/** A period must not end before it starts (months as `YYYY-MM` compare as text). */
function inOrder<T extends { start: string; end: string }>() {
  return v.check<T, string>(
    (entry) => entry.end === 'present' || entry.start <= entry.end,
    'must not end before it starts',
  )
}

/** The CV's shape for a site in `languages`. */
function cvShape(languages: readonly Locale[] | 'any') {
  const localized = localizedIn(languages)
  const experience = v.pipe(
    v.strictObject({
      role: localized(words(80)),
      organisation: words(80),
      place: localized(words(60)),
      ...period,
      highlights: localized(
        v.pipe(
          v.array(words(160), 'must be a list of highlights'),
          v.minLength(1, 'must list 1 to 4 highlights'),
          v.maxLength(4, 'must list 1 to 4 highlights'),
        ),
      ),
    }),
    inOrder(),
  )

  const education = v.pipe(
    v.strictObject({
      title: localized(words(100)),
      organisation: words(100),
      place: localized(words(60)),
      ...period,
    }),
    inOrder(),
  )

  return v.strictObject({
    /** Printed on the CV; fixed, so the same content builds the same file. */
    updated: v.pipe(
      v.string('must be a date such as 2026-11-01'),
      v.isoDate('must be a date such as 2026-11-01'),
    ),
    paper: v.optional(oneOf(['A4', 'Letter']), 'A4'),
    location: localized(words(60)),
    summary: localized(words(600)),
    experience: v.pipe(
      v.array(experience, 'must be a list of jobs'),
      v.minLength(1, 'must list at least one job'),
    ),
    education: v.array(education, 'must be a list'),
    languages: v.array(
      v.strictObject({ language: localized(words(40)), level: localized(words(40)) }),
      'must be a list',
    ),
    certifications: v.optional(
      v.array(
        v.strictObject({
          name: localized(words(100)),
          issuer: words(80),
          year: v.pipe(v.number('must be a year'), v.integer('must be a year')),
        }),
        'must be a list',
      ),
      [],
    ),
  })
}

/** The shape for the editor's JSON Schema, whatever the site's languages. */
export const cvSchema = cvShape('any')

export type CvContent = v.InferOutput<ReturnType<typeof cvShape>>

/** The CV content, or a `ContentError` naming the file and each field at fault. */
export async function loadCv(contentDir: string): Promise<CvContent> {
  const read = await readDataFile(contentDir, 'cv.yml')
  if ('problem' in read) throw new ContentError([read.problem])
  const shape = cvShape(LOCALES)
  const result = v.safeParse(shape, read.value)
  if (!result.success) {
    throw new ContentError(
      describeIssues(SHOWN, result.issues, {
        known: Object.keys(shape.entries),
        owner: 'the CV',
        whole: 'the file',
      }),
    )
  }
  return result.output
}
