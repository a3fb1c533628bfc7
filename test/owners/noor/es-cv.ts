import type { CvDocumentMessages } from './types'

/** The CV document's own words in Spanish (the PDF only; the page never loads them). */
export const esCv = {
  title: 'CV de {name}',
  subject: '{role}: experiencia, proyectos, formación e idiomas',
  profile: 'Perfil',
  skills: 'Habilidades',
  experience: 'Experiencia',
  projects: 'Proyectos destacados',
  education: 'Formación',
  languages: 'Idiomas',
  certifications: 'Certificaciones',
  caseStudy: 'Caso de estudio',
  repository: 'Repositorio',
  present: 'actualidad',
  updated: 'Actualizado en {date}',
} as const satisfies CvDocumentMessages
