/**
 * What cv.yml takes from a JSON Resume: the summary, the location, the jobs, the studies, the
 * languages and the certifications. The resume's words go into the language it is written in,
 * and into the other marked for translation; language names, usual levels and countries are
 * translated. An entry the CV cannot show (a job without a position or a start) is left out
 * and named in the notes.
 */
import type { Locale } from '../locales.ts'
import { monthOf, yearOf } from './dates.ts'
import { CV_ROOM, fit, oneLine, type Fitted, type Noted } from './fit.ts'
import type { Resume, ResumeEducation, ResumeWork } from './resume-schema.ts'
import { languageName, levelWords, placeWords, type Localized } from './words.ts'
import { placeholder } from '../untranslated.ts'
import { inEach, writtenIn, type InEach } from './written-in.ts'

interface CvJob {
  role: InEach<Fitted>
  organisation: Fitted
  place: InEach<Fitted>
  start: string
  end: string
  /** With the resume's highlights beyond the CV's four in a note. */
  highlights: InEach<Fitted[] | Noted<Fitted[]>>
}

interface CvStudy {
  title: InEach<Fitted>
  organisation: Fitted
  place: InEach<Fitted>
  start: string
  end: string
}

export interface CvFromResume {
  location?: InEach<Fitted>
  summary?: InEach<Fitted>
  experience: CvJob[]
  education: CvStudy[]
  languages: Array<{ language: InEach<Fitted>; level: InEach<Fitted> }>
  certifications: Array<{ name: InEach<Fitted>; issuer: Fitted; year: number }>
  /** Placeholder highlights written for a job that gave none, nor a summary. */
  placeholderHighlights: number
  /** Highlights beyond the CV's four, kept in a comment. */
  extraHighlights: number
  /** Entries the CV cannot show, each named: `"work"[1] (Acme): no "position"`. */
  leftOut: string[]
  /** Periods whose month is a guess from a year alone. */
  yearOnlyDates: number
  /** Jobs and studies placed in the resume's own city, having none of their own. */
  placedInCity: number
  /** Languages or levels the CV shows in the resume's words in both languages. */
  untranslatedLanguages: number
}

export const HIGHLIGHT_PLACEHOLDER: Localized = {
  es: placeholder(
    'Escribe aquí un resultado concreto de este trabajo, con una cifra si la tienes.',
  ),
  en: placeholder('Write a concrete result of this job here, with a figure if you have one.'),
}

const sentences = (text: string | undefined): string[] =>
  text
    ? oneLine(text)
        .split(/(?<=[.!?])\s+/)
        .filter(Boolean)
    : []

const MAX_HIGHLIGHTS = 4

/**
 * One to four highlights: the resume's, with the sentences of the job's summary when it gave
 * fewer than two, else one placeholder; those beyond four are set apart.
 */
function highlightsOf(job: ResumeWork) {
  const given = (job.highlights ?? []).map(oneLine).filter(Boolean)
  const all = given.length >= 2 ? given : [...given, ...sentences(job.summary ?? job.description)]
  const lines = all.slice(0, MAX_HIGHLIGHTS)
  const extra = given.slice(MAX_HIGHLIGHTS)
  return { lines, extra, placeholders: lines.length === 0 ? 1 : 0 }
}

function period(entry: { startDate?: string; endDate?: string }) {
  if (!entry.startDate) return undefined
  const start = monthOf(entry.startDate, 'start')
  const end = entry.endDate ? monthOf(entry.endDate, 'end') : undefined
  return {
    start: start.month,
    end: end?.month ?? 'present',
    yearOnly: Number(start.isYearOnly) + Number(end?.isYearOnly ?? false),
  }
}

export function cvFromResume(resume: Resume, written: Locale): CvFromResume {
  const both = (text: string, room: number) => writtenIn(written, text, room)
  const result: CvFromResume = {
    experience: [],
    education: [],
    languages: [],
    certifications: [],
    placeholderHighlights: 0,
    extraHighlights: 0,
    leftOut: [],
    yearOnlyDates: 0,
    placedInCity: 0,
    untranslatedLanguages: 0,
  }
  const basics = resume.basics ?? {}
  const where = basics.location
  const city = placeWords(where?.city, where?.countryCode, where?.region)
  if (city) result.location = inEach((locale) => fit(city[locale], CV_ROOM.location))
  if (basics.summary) result.summary = both(basics.summary, CV_ROOM.summary)
  const placeOf = (own: string | undefined): InEach<Fitted> | undefined => {
    if (own) return both(own, CV_ROOM.place)
    if (!where?.city) return undefined
    result.placedInCity += 1
    // A city's name, which reads the same in both languages.
    const { city: ownCity } = where
    return inEach(() => fit(ownCity, CV_ROOM.place))
  }
  resume.work?.forEach((job, index) => addJob(result, job, index, { placeOf, both }))
  resume.education?.forEach((study, index) => addStudy(result, study, index, { placeOf, both }))
  addLanguagesAndCertificates(result, resume, written)
  return result
}

interface Writers {
  placeOf: (own: string | undefined) => InEach<Fitted> | undefined
  both: (text: string, room: number) => InEach<Fitted>
}

function addJob(result: CvFromResume, job: ResumeWork, index: number, { placeOf, both }: Writers) {
  const organisation = job.name ?? job.company
  const dates = period(job)
  const named = organisation ? ` (${organisation})` : ''
  if (!job.position || !organisation || !dates) {
    const missing = [
      !job.position && '"position"',
      !organisation && '"name"',
      !dates && '"startDate"',
    ].filter(Boolean)
    result.leftOut.push(`"work"[${index}]${named}: no ${missing.join(', ')}`)
    return
  }
  const place = placeOf(job.location)
  if (!place) {
    result.leftOut.push(`"work"[${index}]${named}: no "location", and "basics" names no city`)
    return
  }
  const { lines, extra, placeholders } = highlightsOf(job)
  result.placeholderHighlights += placeholders
  result.extraHighlights += extra.length
  result.yearOnlyDates += dates.yearOnly
  const note = `The CV shows ${MAX_HIGHLIGHTS} highlights a job; the resume also has: ${extra.join(' | ')}`
  result.experience.push({
    role: both(job.position, CV_ROOM.role),
    organisation: fit(organisation, CV_ROOM.organisation),
    place,
    start: dates.start,
    end: dates.end,
    highlights: inEach((locale) => {
      const value = [
        ...lines.map((line) => both(line, CV_ROOM.highlight)[locale]),
        ...Array.from({ length: placeholders }, () => HIGHLIGHT_PLACEHOLDER[locale]),
      ]
      return extra.length > 0 ? { value, note } : value
    }),
  })
}

function addStudy(
  result: CvFromResume,
  study: ResumeEducation,
  index: number,
  { placeOf, both }: Writers,
) {
  const title = [study.studyType, study.area].filter(Boolean).join(', ')
  const dates = period(study)
  const named = study.institution ? ` (${study.institution})` : ''
  if (!title || !study.institution || !dates) {
    const missing = [
      !title && '"studyType" or "area"',
      !study.institution && '"institution"',
      !dates && '"startDate"',
    ].filter(Boolean)
    result.leftOut.push(`"education"[${index}]${named}: no ${missing.join(', ')}`)
    return
  }
  const place = placeOf(study.location)
  if (!place) {
    result.leftOut.push(`"education"[${index}]${named}: no place, and "basics" names no city`)
    return
  }
  result.yearOnlyDates += dates.yearOnly
  result.education.push({
    title: both(title, CV_ROOM.studyTitle),
    organisation: fit(study.institution, CV_ROOM.school),
    place,
    start: dates.start,
    end: dates.end,
  })
}

function addLanguagesAndCertificates(result: CvFromResume, resume: Resume, written: Locale) {
  // Known names and levels are translated; others are the resume's words, marked elsewhere.
  const inBoth = (known: { words: Localized; isKnown: boolean }, room: number) =>
    known.isKnown
      ? inEach((locale) => fit(known.words[locale], room))
      : writtenIn(written, known.words[written], room)
  resume.languages?.forEach((entry, index) => {
    if (!entry.language || !entry.fluency) {
      const missing = entry.language ? '"fluency"' : '"language"'
      const named = entry.language ? ` (${entry.language})` : ''
      result.leftOut.push(`"languages"[${index}]${named}: no ${missing}`)
      return
    }
    const name = languageName(entry.language)
    const level = levelWords(entry.fluency)
    if (!name.isKnown || !level.isKnown) result.untranslatedLanguages += 1
    result.languages.push({
      language: inBoth(name, CV_ROOM.language),
      level: inBoth(level, CV_ROOM.level),
    })
  })
  resume.certificates?.forEach((entry, index) => {
    if (!entry.name || !entry.issuer || !entry.date) {
      const missing = [
        !entry.name && '"name"',
        !entry.issuer && '"issuer"',
        !entry.date && '"date"',
      ]
      const named = entry.name ? ` (${entry.name})` : ''
      result.leftOut.push(
        `"certificates"[${index}]${named}: no ${missing.filter(Boolean).join(', ')}`,
      )
      return
    }
    result.certifications.push({
      name: writtenIn(written, entry.name, CV_ROOM.certification),
      issuer: fit(entry.issuer, CV_ROOM.issuer),
      year: yearOf(entry.date),
    })
  })
}
