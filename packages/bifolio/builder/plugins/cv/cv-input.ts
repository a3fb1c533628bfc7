/**
 * Everything one CV document shows, already in its language and ready to lay out: the
 * renderer (`cv-pdf.ts`) only places it, the content decides it.
 */
import type { CvDocumentMessages } from '../../../src/content/types.ts'
import type { Locale } from '../../../src/i18n/locales.ts'

const HEADINGS = [
  'profile',
  'skills',
  'experience',
  'projects',
  'education',
  'languages',
  'certifications',
  'caseStudy',
  'repository',
] as const satisfies ReadonlyArray<keyof CvDocumentMessages>

/** The words of `es-cv.ts`/`en-cv.ts` the document prints as they are. */
export type CvHeadings = Pick<CvDocumentMessages, (typeof HEADINGS)[number]>

export function cvHeadings(words: CvDocumentMessages): CvHeadings {
  return Object.fromEntries(HEADINGS.map((key) => [key, words[key]])) as CvHeadings
}

export interface CvLink {
  /** What the reader sees, e.g. `github.com/daninavarro-dev`. */
  label: string
  /** Absolute URL, written as a real link annotation. */
  url: string
}

export interface CvInput {
  locale: Locale
  paper: 'A4' | 'Letter'
  /** Fixed date from the content (`updated` in cv.yml), so every build writes the same bytes. */
  date: Date
  owner: {
    name: string
    /** E.g. `Fullstack Developer`. */
    role: string
    location: string
    /** Site, e-mail, GitHub, LinkedIn, in that order. */
    links: readonly CvLink[]
  }
  /** Section headings and small labels in the document's language; `updated` filled in. */
  words: CvHeadings & { updated: string }
  summary: string
  skills: ReadonlyArray<{ group: string; items: readonly string[] }>
  experience: ReadonlyArray<{
    role: string
    organisation: string
    place: string
    /** E.g. `mar 2024 – actualidad`. */
    period: string
    highlights: readonly string[]
  }>
  projects: ReadonlyArray<{
    title: string
    summary: string
    year: number
    technologies: readonly string[]
    caseStudy: CvLink
    /** Only a project whose code is public has one. */
    repository?: CvLink
  }>
  education: ReadonlyArray<{ title: string; organisation: string; place: string; period: string }>
  languages: ReadonlyArray<{ language: string; level: string }>
  certifications: ReadonlyArray<{ name: string; issuer: string; year: number }>
  /** PDF document information. */
  metadata: { title: string; author: string; subject: string; keywords: readonly string[] }
}
