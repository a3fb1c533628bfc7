import { LOCALES, type Locale } from '../i18n/locales.ts'
import type { ProjectWords } from './types.ts'

/** What a project's language depends on: the languages it has words in. */
type Written = { words: Readonly<Partial<Record<Locale, ProjectWords>>> }

/**
 * The language a page in `locale` shows a project in: that one where the project is written in
 * it, else the first of the site's languages it is written in (the page marks it).
 */
export function projectLocale(project: Written, locale: Locale): Locale {
  if (project.words[locale]) return locale
  return LOCALES.find((other) => project.words[other]) ?? locale
}

/** The project's words as a page in `locale` shows them, and the language they are in. */
export function shownWords(
  project: Written,
  locale: Locale,
): { locale: Locale; words: ProjectWords } {
  const shown = projectLocale(project, locale)
  const words = project.words[shown]
  if (!words) throw new Error(`A project has no words in any of ${LOCALES.join(', ')}`)
  return { locale: shown, words }
}

/** Each project's page in every language it is written in. */
export function projectPages(
  projects: readonly (Written & { slug: string })[],
): Array<{ slug: string; locale: Locale }> {
  return projects.flatMap((project) =>
    LOCALES.filter((locale) => project.words[locale]).map((locale) => ({
      slug: project.slug,
      locale,
    })),
  )
}
