import { describe, expect, it } from 'vitest'
import { marked } from '../untranslated.ts'
import { parsedResume, resumeFixture } from '../../test/fixture.ts'
import { cvFromResume, HIGHLIGHT_PLACEHOLDER } from './resume-to-cv.ts'

describe('the CV from a resume', () => {
  it('takes the summary in its language, marked to translate in the other, and the location with its country named in each', () => {
    const resume = resumeFixture()
    const cv = cvFromResume(parsedResume(resume), 'en')
    const summary = String(resume.basics.summary)
    expect(cv.summary).toEqual({ es: marked(summary), en: summary })
    expect(cv.location).toEqual({ es: 'Berlin, Alemania', en: 'Berlin, Germany' })
  })

  it('shows a country written by name as written', () => {
    const resume = resumeFixture()
    resume.basics.location = { city: 'Caracas', countryCode: 'Venezuela' }
    const cv = cvFromResume(parsedResume(resume), 'en')
    expect(cv.location).toEqual({ es: 'Caracas, Venezuela', en: 'Caracas, Venezuela' })
  })

  it('takes each job as the CV shows it: role, organisation, place, months and highlights', () => {
    const resume = resumeFixture()
    const [first] = cvFromResume(parsedResume(resume), 'en').experience
    const job = resume.work[0] as { name: string; position: string; highlights: string[] }
    expect(first).toMatchObject({
      role: { es: marked(job.position), en: job.position },
      organisation: job.name,
      place: { es: marked(String(resume.work[0]?.location)), en: resume.work[0]?.location },
      start: '2021-04',
      end: 'present',
    })
    // The CV shows four; the resume's fifth is kept beside them.
    expect(first?.highlights.en).toEqual({
      value: job.highlights.slice(0, 4),
      note: `The CV shows 4 highlights a job; the resume also has: ${job.highlights[4]}`,
    })
  })

  it('reads the first schema\'s "company", a year for a month, and the resume\'s city for a job without a place', () => {
    const resume = resumeFixture()
    const cv = cvFromResume(parsedResume(resume), 'en')
    expect(cv.experience[2]).toMatchObject({
      organisation: resume.work[2]?.company,
      start: '2016-01',
      end: '2017-12',
    })
    expect(cv.yearOnlyDates).toBe(2)
    expect(cv.experience[1]?.place).toEqual({ es: 'Berlin', en: 'Berlin' })
  })

  it('fills a job with one highlight from its summary, and invents none for a job that gave one', () => {
    const resume = resumeFixture()
    const summary = String(resume.work[1]?.summary)
    const [firstSentence] = summary.split(/(?<=\.)\s+/)
    const [highlight] = resume.work[1]?.highlights as string[]
    expect(cvFromResume(parsedResume(resume), 'en').experience[1]?.highlights.en).toEqual([
      highlight,
      firstSentence,
      summary.slice(String(firstSentence).length + 1),
    ])
    resume.work[1] = { ...resume.work[1], summary: undefined }
    const alone = cvFromResume(parsedResume(resume), 'en')
    expect(alone.experience[1]?.highlights).toEqual({
      es: [marked(String(highlight))],
      en: [highlight],
    })
    expect(alone.placeholderHighlights).toBe(0)
  })

  it('gives a job with no highlight nor summary one placeholder, marked as such', () => {
    const resume = resumeFixture()
    resume.work[1] = { ...resume.work[1], highlights: [], summary: undefined }
    const cv = cvFromResume(parsedResume(resume), 'en')
    expect(cv.experience[1]?.highlights).toEqual({
      es: [HIGHLIGHT_PLACEHOLDER.es],
      en: [HIGHLIGHT_PLACEHOLDER.en],
    })
    expect(Object.values(HIGHLIGHT_PLACEHOLDER).every((text) => text.startsWith('TODO: '))).toBe(
      true,
    )
    expect(cv.placeholderHighlights).toBe(1)
  })

  it('shortens a text longer than the CV has room for, and keeps its whole wording', () => {
    const resume = resumeFixture()
    const long = `${'Built and ran the platform. '.repeat(30)}The end.`
    resume.basics.summary = long
    const summary = cvFromResume(parsedResume(resume), 'en').summary?.en
    expect(summary).toEqual({ text: expect.any(String), full: long.replace(/\s+/g, ' ') })
    const { text } = summary as { text: string }
    expect(text.length).toBeLessThanOrEqual(600)
    expect(text.endsWith('platform.')).toBe(true)
  })

  it('translates language names and the usual levels, and keeps the others as written', () => {
    const cv = cvFromResume(parsedResume(), 'en')
    expect(cv.languages).toEqual([
      { language: { es: 'Alemán', en: 'German' }, level: { es: 'Nativo', en: 'Native' } },
      {
        language: { es: 'Inglés', en: 'English' },
        level: { es: 'Competencia profesional completa', en: 'Full professional proficiency' },
      },
      { language: { es: 'Español', en: 'Spanish' }, level: { es: 'B2', en: 'B2' } },
    ])
    expect(cv.untranslatedLanguages).toBe(0)
  })

  it('takes certificates with their year, and names every entry the CV cannot show', () => {
    const resume = resumeFixture()
    resume.work.push({ name: 'Acme', startDate: '2015-01' })
    resume.languages.push({ language: 'Klingon' })
    resume.certificates.push({ name: 'Scrum Master', date: '2020' })
    const cv = cvFromResume(parsedResume(resume), 'en')
    expect(cv.certifications[0]).toEqual({
      name: {
        es: marked(String(resume.certificates[0]?.name)),
        en: resume.certificates[0]?.name,
      },
      issuer: resume.certificates[0]?.issuer,
      year: 2023,
    })
    expect(cv.leftOut).toEqual([
      '"work"[3] (Acme): no "position"',
      '"languages"[3] (Klingon): no "fluency"',
      '"certificates"[1] (Scrum Master): no "issuer"',
    ])
  })
})
