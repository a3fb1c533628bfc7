/**
 * A resume's content written into the starter's files, edited in place so their comments stay:
 * the hero and meta words and the skill groups' names in es.yml and en.yml, the skill groups in
 * site.yml, and cv.yml's summary, location, jobs, studies, languages and certifications. The
 * words file of the language the resume is written in takes its words; the other takes them
 * marked for translation. What the resume does not give keeps the starter's words.
 */
import type { Document } from 'yaml'
import { LOCALES, type Locale } from '../locales.ts'
import type { FromResume } from '../resume/from-resume.ts'
import { marked } from '../untranslated.ts'
import { toNode } from './yaml-nodes.ts'

export type ContentDocuments = Record<'site' | 'cv' | Locale, Document>

function applyWords(words: Document, locale: Locale, resume: FromResume) {
  const { subtitle, description } = resume.hero
  const inThis = (text: string) => (locale === resume.written ? text : marked(text))
  if (subtitle) {
    words.setIn(['hero', 'subtitle'], inThis(subtitle))
    words.setIn(['meta', 'title'], inThis(`{name} · ${subtitle}`))
    words.setIn(['meta', 'ogImageAlt'], inThis(`{name}, ${subtitle}`))
  }
  if (description) words.setIn(['hero', 'description'], inThis(description))
  const { groups } = resume.skills
  if (groups.length > 0) {
    const names = Object.fromEntries(groups.map((group) => [group.id, group.name[locale]]))
    words.setIn(['skills', 'groups'], toNode(names))
  }
}

function applyCv(cv: Document, { cv: from }: FromResume) {
  if (from.location) cv.set('location', toNode(from.location))
  if (from.summary) cv.set('summary', toNode(from.summary))
  // A CV lists one job at least: without any, the starter's placeholder stays.
  if (from.experience.length > 0) cv.set('experience', toNode(from.experience))
  if (from.education.length > 0) cv.set('education', toNode(from.education))
  if (from.languages.length > 0) cv.set('languages', toNode(from.languages))
  if (from.certifications.length > 0) cv.set('certifications', toNode(from.certifications))
}

export function applyResume(documents: ContentDocuments, resume: FromResume): void {
  for (const locale of LOCALES) applyWords(documents[locale], locale, resume)
  const { groups } = resume.skills
  if (groups.length > 0) {
    documents.site.set(
      'skillGroups',
      toNode(groups.map(({ id, icon, skills }) => ({ id, icon, skills }))),
    )
  }
  applyCv(documents.cv, resume)
}
