import type { CvDocumentMessages } from './types'

/** The CV document's own words in English (the PDF only; the page never loads them). */
export const enCv = {
  title: '{name} CV',
  subject: '{role}: experience, projects, education and languages',
  profile: 'Profile',
  skills: 'Skills',
  experience: 'Experience',
  projects: 'Selected projects',
  education: 'Education',
  languages: 'Languages',
  certifications: 'Certifications',
  caseStudy: 'Case study',
  repository: 'Repository',
  present: 'present',
  updated: 'Updated {date}',
} as const satisfies CvDocumentMessages
