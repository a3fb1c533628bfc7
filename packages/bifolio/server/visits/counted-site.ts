/**
 * What the count API counts: the pages the build prerenders (from the same routes, project
 * pages and articles, `src/i18n/routes.ts`) and the documents it writes (the CV per language and the vCard,
 * named from the owner's name). Any other path or file is refused, so no request can add rows
 * for pages the site does not have.
 */
import { projects } from '../../src/content/projects'
import { owner } from '../../src/content/owner'
import { articles, site } from '../../src/content/owner-content'
import { LOCALES, type Locale } from '../../src/i18n/locales'
import {
  localeFromPath,
  pathOf,
  prerenderedRoutes,
  routeFromPath,
  type WrittenPage,
} from '../../src/i18n/routes'
import { projectPages } from '../../src/content/project-language'
import { contactCardFileName, cvFileName } from '../../src/lib/document-files'

export interface CountedSite {
  /** Canonical paths of the site's pages: `/`, `/en/privacy`, `/proyectos/<slug>/`… */
  pages: ReadonlySet<string>
  /** File names of the site's documents. */
  files: ReadonlySet<string>
}

export function countedSite(
  projects: readonly WrittenPage[],
  ownerName: string,
  posts: readonly WrittenPage[] = [],
): CountedSite {
  return {
    pages: new Set(
      prerenderedRoutes(projects, posts)
        .filter((route) => route.kind !== 'not-found')
        .map(pathOf),
    ),
    files: new Set([
      ...LOCALES.map((locale) => cvFileName(ownerName, locale)),
      contactCardFileName(ownerName),
    ]),
  }
}

/** The owner's site as built, or nothing when `site.yml` says `counting: false`. */
export function ownerCountedSite(): CountedSite | undefined {
  if (!site.counting) return undefined
  return countedSite(
    projectPages(projects),
    owner.name,
    LOCALES.flatMap((locale) => (articles[locale] ?? []).map((slug) => ({ slug, locale }))),
  )
}

/**
 * The page a path names as it is counted (`/proyectos/crm` and `/proyectos/crm/index.html` are
 * `/proyectos/crm/`) and its language, or nothing for a path that is not one of the site's.
 */
export function countedPage(
  counted: CountedSite,
  path: string,
): { path: string; language: Locale } | undefined {
  const route = routeFromPath(path)
  if (route.kind === 'not-found') return undefined
  const canonical = pathOf(route)
  return counted.pages.has(canonical)
    ? { path: canonical, language: localeFromPath(canonical) }
    : undefined
}
