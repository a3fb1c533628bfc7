import type { Locale } from '../i18n/locales'
import { projectSlugs } from './owner-content'

/**
 * Whether the owner has a project `slug` written in `locale`, so a case study page there:
 * without the projects' facts.
 */
export const hasProject = (slug: string, locale: Locale): boolean =>
  projectSlugs[locale]?.includes(slug) ?? false
