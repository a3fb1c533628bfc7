/**
 * The CV of one language from the site's own content: the profile, the words, the skills,
 * the projects and `cv.yml`. The same facts as the page, so the two never disagree.
 */
import type {
  CvDocumentMessages,
  Messages,
  Project,
  TechnologyId,
} from '../../../src/content/index.ts'
import { ofLocale, type Locale } from '../../../src/i18n/locales.ts'
import { pathFor, projectPath } from '../../../src/i18n/routes.ts'
import { format } from '../../../src/lib/format.ts'
import { named } from '../../../src/content/named.ts'
import { shownWords } from '../../../src/content/project-language.ts'
import type { CvContent } from '../content/cv-schema.ts'
import type { Profile } from '../../../src/content/shapes/profile.ts'
import { cvHeadings, type CvInput, type CvLink } from './cv-input.ts'

export interface CvSources {
  locale: Locale
  siteUrl: string
  cv: CvContent
  owner: Pick<Profile, 'name' | 'email' | 'phone' | 'links'>
  t: Messages
  words: CvDocumentMessages
  projects: readonly Project[]
  skillGroups: ReadonlyArray<{
    id: keyof Messages['skills']['groups']
    skills: readonly TechnologyId[]
  }>
  technologyName: (id: TechnologyId) => string
}

/** `https://www.linkedin.com/in/x` -> `linkedin.com/in/x`: what a reader types. */
function bare(url: string): string {
  return url.replace(/^[a-z]+:\/\/(www\.)?/, '').replace(/\/$/, '')
}

function monthFormat(locale: Locale): (month: string) => string {
  const formatter = new Intl.DateTimeFormat(locale, {
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  })
  return (month) => {
    const [year = 0, number = 1] = month.split('-').map(Number)
    return formatter.format(new Date(Date.UTC(year, number - 1, 1)))
  }
}

export function buildCvInput(sources: CvSources): CvInput {
  // Long: one object literal in the shape of the CV it fills.
  const { locale, siteUrl, cv, owner, t, words } = sources
  const own = <T>(byLocale: Readonly<Partial<Record<Locale, T>>>) => ofLocale(byLocale, locale)
  const month = monthFormat(locale)
  const period = (entry: { start: string; end: string }) =>
    `${month(entry.start)} – ${entry.end === 'present' ? words.present : month(entry.end)}`
  const absolute = (path: string) => new URL(path, siteUrl).href
  const link = (url: string): CvLink => ({ label: bare(url), url })
  const home = absolute(pathFor(locale, 'home'))
  const technologies = [...new Set(sources.projects.flatMap((p) => p.technologies))]
  return {
    locale,
    paper: cv.paper,
    date: new Date(`${cv.updated}T00:00:00Z`),
    owner: {
      name: owner.name,
      role: t.hero.subtitle,
      location: own(cv.location),
      links: [
        link(home),
        { label: owner.email, url: `mailto:${owner.email}` },
        ...(owner.phone
          ? [{ label: owner.phone, url: `tel:${owner.phone.replace(/[^\d+]/g, '')}` }]
          : []),
        ...[
          owner.links.github,
          owner.links.linkedin,
          ...owner.links.others.map((o) => o.url),
        ].flatMap((url) => (url ? [link(url)] : [])),
      ],
    },
    words: {
      ...cvHeadings(words),
      updated: format(words.updated, {
        date: new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(
          new Date(`${cv.updated}T00:00:00Z`),
        ),
      }),
    },
    summary: own(cv.summary),
    skills: sources.skillGroups.map((group) => ({
      group: named(t.skills.groups, group.id),
      items: group.skills.map(sources.technologyName),
    })),
    experience: cv.experience.map((job) => ({
      role: own(job.role),
      organisation: job.organisation,
      place: own(job.place),
      period: period(job),
      highlights: own(job.highlights),
    })),
    projects: sources.projects.map((project) => {
      // A project missing in this language is listed in one it is written in.
      const shown = shownWords(project, locale)
      return {
        title: shown.words.title,
        summary: shown.words.summary,
        year: project.year,
        technologies: project.technologies.map(sources.technologyName),
        caseStudy: link(absolute(projectPath(shown.locale, project.slug))),
        ...(project.repository && { repository: link(project.repository) }),
      }
    }),
    education: cv.education.map((entry) => ({
      title: own(entry.title),
      organisation: entry.organisation,
      place: own(entry.place),
      period: period(entry),
    })),
    languages: cv.languages.map((entry) => ({
      language: own(entry.language),
      level: own(entry.level),
    })),
    certifications: cv.certifications.map((entry) => ({
      name: own(entry.name),
      issuer: entry.issuer,
      year: entry.year,
    })),
    metadata: {
      title: format(words.title, { name: owner.name }),
      author: owner.name,
      subject: format(words.subject, { role: t.hero.subtitle }),
      keywords: [t.hero.subtitle, ...technologies.map(sources.technologyName)],
    },
  }
}
