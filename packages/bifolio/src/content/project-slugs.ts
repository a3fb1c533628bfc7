import { projectSlugs } from './owner-content'

/** Whether the owner has a project `slug`, so a case study page: without the projects' facts. */
export const hasProject = (slug: string): boolean => projectSlugs.includes(slug)
