/**
 * What the command tells the owner once the site is written: what came from the resume and
 * what is left to do with it (translate, shorten, add), then the next steps.
 */
import { LANGUAGE_NAMES, otherLocale, type Locale } from './locales.ts'
import { countShortened } from './resume/fit.ts'
import type { FromResume } from './resume/from-resume.ts'

const count = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`

/** The lines about a resume's content: what it filled and what the owner should look at. */
export function resumeNotes(file: string, resume: FromResume, language: Locale): string[] {
  const { cv, skills, links, hero } = resume
  const other = otherLocale(language)
  const filled = [
    Object.keys(links).length > 0 && `links (${Object.keys(links).join(', ')})`,
    hero.subtitle && 'headline',
    cv.experience.length > 0 && count(cv.experience.length, 'job'),
    cv.education.length > 0 && count(cv.education.length, 'study', 'studies'),
    cv.languages.length > 0 && count(cv.languages.length, 'language'),
    cv.certifications.length > 0 && count(cv.certifications.length, 'certification'),
    skills.groups.length > 0 && count(skills.groups.length, 'skill group'),
  ].filter(Boolean)
  const notes = [
    `From ${file}: ${filled.join(', ') || 'nothing the site shows'}.`,
    `Translate: cv.yml, es.yml and en.yml hold ${file}'s words as written, in both languages; write the ${LANGUAGE_NAMES[other]} ones in ${other}.yml and in the "${other}" entries of cv.yml.`,
  ]
  if (skills.unknown.length > 0) {
    notes.push(
      `Not shown, as content/technologies.yml has no such technology: ${skills.unknown.join(', ')}. Add the ones you want there and to a group of content/site.yml.`,
    )
  }
  if (skills.groups.length === 0) {
    notes.push(`Skills: no keyword of ${file} names a known technology; the starter's groups stay.`)
  }
  if (cv.leftOut.length > 0) {
    notes.push(`Left out of cv.yml, which needs what they lack: ${cv.leftOut.join('; ')}.`)
  }
  if (cv.experience.length === 0) notes.push('cv.yml: no job to show; the placeholder job stays.')
  const shortened = countShortened(cv)
  if (shortened > 0) {
    notes.push(
      `cv.yml: ${count(shortened, 'text')} longer than the CV has room for ${shortened === 1 ? 'is' : 'are'} shortened; the comment above each holds it in full.`,
    )
  }
  if (cv.placeholderHighlights > 0) {
    notes.push(
      `cv.yml: ${count(cv.placeholderHighlights, 'highlight')} of jobs with fewer than two ${cv.placeholderHighlights === 1 ? 'is a placeholder' : 'are placeholders'} to replace.`,
    )
  }
  if (cv.extraHighlights > 0) {
    notes.push(
      `cv.yml: the CV shows four highlights a job; ${cv.extraHighlights} more from the resume ${cv.extraHighlights === 1 ? 'is' : 'are'} in a comment above the job's list.`,
    )
  }
  if (cv.placedInCity > 0) {
    notes.push(
      `cv.yml: ${count(cv.placedInCity, 'entry', 'entries')} without a place ${cv.placedInCity === 1 ? 'is' : 'are'} placed in your city; correct any that differ.`,
    )
  }
  if (cv.yearOnlyDates > 0) {
    notes.push(
      `cv.yml: ${count(cv.yearOnlyDates, 'date')} gave only a year; January (start) or December (end) stands in for the month.`,
    )
  }
  if (resume.projects.length > 0) {
    notes.push(
      `Projects: ${resume.projects.join(', ')}. Give each a folder of content/projects/, as example-project shows.`,
    )
  }
  return notes
}

/** A folder as the owner types it in a shell. */
const shellWord = (path: string) =>
  /^[\w./-]+$/.test(path) ? path : `'${path.replaceAll("'", `'\\''`)}'`

/** What to run and what to edit, once the site is written. */
export function nextSteps(folder: string, isFromResume: boolean): string[] {
  return [
    'Next steps:',
    `  cd ${shellWord(folder)}`,
    '  npm install',
    '  npm run dev          the page, as you edit',
    '',
    'Then make it yours (each file says how in its comments):',
    '  content/images/portrait.png         your photo: square, at least 704 × 704 px',
    '  content/es.yml, content/en.yml      the words about you: headline, about cards',
    '  content/projects/example-project/   your first project: rename the folder, edit es.md and en.md',
    isFromResume
      ? '  content/cv.yml                      your CV, from your resume: check and translate it'
      : '  content/cv.yml                      your CV: experience, studies, languages',
    '  content/look.yml                    your colours and fonts',
  ]
}
