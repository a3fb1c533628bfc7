import { isWrittenIn } from '../content/articles'
import { hasProject } from '../content/project-slugs'
import type { Locale } from './locales'
import type { Route } from './routes'

/** Whether `route`'s page exists in `locale`: an article or a project may miss a language. */
export function existsIn(route: Route, locale: Locale): boolean {
  if (route.kind === 'post') return isWrittenIn(route.slug, locale)
  if (route.kind === 'project') return hasProject(route.slug, locale)
  return true
}
