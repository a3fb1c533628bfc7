/**
 * What the command tells the owner once the site is written: one short report of what came
 * from the resume, what was skipped and why, and what is left to do with it; then the next
 * steps.
 */
import { languageName, type LanguageTag } from './locales.ts'
import { countShortened } from './resume/fit.ts'
import type { FromResume } from './resume/from-resume.ts'
import { PLACEHOLDER_MARK, UNTRANSLATED_COMMENT } from './untranslated.ts'

const count = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`

const LINK_NAMES = { github: 'GitHub', linkedin: 'LinkedIn' } as const

function placed({ links, hero, cv, skills }: FromResume): string[] {
  const linkNames = (Object.keys(links) as Array<keyof typeof LINK_NAMES>).map(
    (id) => LINK_NAMES[id],
  )
  const technologies = new Set(skills.groups.flatMap((group) => group.skills)).size
  return [
    linkNames.length > 0 && `${linkNames.join(' and ')} links`,
    hero.subtitle && 'headline',
    hero.description && 'summary',
    cv.experience.length > 0 && count(cv.experience.length, 'job'),
    cv.education.length > 0 && count(cv.education.length, 'study', 'studies'),
    cv.languages.length > 0 && count(cv.languages.length, 'language'),
    cv.certifications.length > 0 && count(cv.certifications.length, 'certification'),
    skills.groups.length > 0 &&
      `${count(skills.groups.length, 'skill group')} (${count(technologies, 'technology', 'technologies')})`,
  ].filter((part): part is string => Boolean(part))
}

/** What the owner should look at in cv.yml: guesses, shortened texts, placeholders. */
function cvChecks(cv: FromResume['cv']): string[] {
  const shortened = countShortened(cv)
  return [
    shortened > 0 && `${count(shortened, 'text')} shortened to fit (in full in the comment above)`,
    cv.extraHighlights > 0 &&
      `${count(cv.extraHighlights, 'highlight')} past the CV's four in a comment`,
    cv.placeholderHighlights > 0 &&
      `${count(cv.placeholderHighlights, 'job')} without highlights given a ${PLACEHOLDER_MARK.trim()} one`,
    cv.placedInCity > 0 && `${count(cv.placedInCity, 'entry', 'entries')} placed in your city`,
    cv.yearOnlyDates > 0 &&
      `${count(cv.yearOnlyDates, 'date')} with a year only, January or December for its month`,
    cv.experience.length === 0 && 'no job to show, so the placeholder job stays',
  ].filter((part): part is string => Boolean(part))
}

const files = (tags: readonly string[]) => tags.map((tag) => `${tag}.yml`).join(', ')

/** The report on a resume's content, a few lines, each skipped part on one of its own. */
export function resumeNotes(
  file: string,
  resume: FromResume,
  languages: readonly LanguageTag[],
  written: LanguageTag,
): string[] {
  const { cv, skills } = resume
  const others = languages.filter((tag) => tag !== written)
  const notes = [
    `- Placed from ${file}: ${placed(resume).join(', ') || 'nothing the site shows'}.`,
    `- Taken as written in ${languageName(written)} (--resume-language): its words are in ${written}.yml and the "${written}" entries of cv.yml` +
      (others.length > 0
        ? `; ${files(others)} and the other entries start from the same words marked "# ${UNTRANSLATED_COMMENT}", to translate.`
        : '.'),
  ]
  const skipped = [
    ...resume.skipped,
    ...cv.leftOut.map((entry) => `${entry}, which the CV needs`),
    skills.unknown.length > 0 &&
      `keywords technologies.yml does not know: ${skills.unknown.join(', ')} (add the ones you want there and to a group of site.yml)`,
    skills.groups.length === 0 && "no skill names a known technology, so the starter's groups stay",
  ].filter((part): part is string => Boolean(part))
  if (skipped.length > 0) notes.push('- Skipped:', ...skipped.map((part) => `    ${part}`))
  const checks = cvChecks(cv)
  if (checks.length > 0) notes.push(`- Check in cv.yml: ${checks.join('; ')}.`)
  if (resume.projects.length > 0) {
    notes.push(
      `- Projects to write up, each a folder of content/projects/ as example-project shows: ${resume.projects.join(', ')}.`,
    )
  }
  return notes
}

/** A folder as the owner types it in a shell. */
const shellWord = (path: string) =>
  /^[\w./-]+$/.test(path) ? path : `'${path.replaceAll("'", `'\\''`)}'`

/**
 * The languages written in a script other than Latin (Arabic, Greek, Japanese…): the starter's
 * fonts draw Latin only, and the CV is drawn in the site's fonts, so such a site needs its own.
 */
function beyondLatin(languages: readonly LanguageTag[]): string[] {
  return languages
    .filter((tag) => new Intl.Locale(tag).maximize().script !== 'Latn')
    .map(languageName)
}

/** What to run and what to edit, once the site is written. */
export function nextSteps(
  folder: string,
  isFromResume: boolean,
  languages: readonly LanguageTag[],
): string[] {
  const wordFiles = languages.map((tag) => `content/${tag}.yml`).join(', ')
  return [
    'Next steps:',
    `  cd ${shellWord(folder)}`,
    '  npm install',
    '  npm run dev          the page, as you edit',
    '',
    'Then make it yours (each file says how in its comments):',
    '  content/images/                     your photo (square, at least 704 × 704 px) in place of',
    '                                      placeholder-portrait.png; name it in profile.json',
    `  ${wordFiles.padEnd(35)} the words about you: headline, about cards`,
    `  content/projects/example-project/   your first project: rename the folder, edit ${languages.map((tag) => `${tag}.md`).join(' and ')}`,
    isFromResume
      ? '  content/cv.yml                      your CV, from your resume: check and translate it'
      : '  content/cv.yml                      your CV: experience, studies, languages',
    '  content/look.yml                    your colours and fonts',
    ...beyondLatin(languages).map(
      (name) =>
        `                                      and a family with ${name}'s letters (in content/fonts/), which the CV needs`,
    ),
  ]
}
