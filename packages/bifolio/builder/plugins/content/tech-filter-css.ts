/**
 * `virtual:tech-filter.css`: a shared link to a filtered projects index (`?tech=docker`)
 * paints filtered, as the code will show it, rather than painting every project and then
 * taking some away. The head script copies `?tech=` onto `<html data-tech-filter>` before
 * the first paint (src/theme/head-script.ts); these rules, one per project, hide a card when
 * the filter names a technology some project uses and none of the card's own. Their classes
 * put them in the index's first-paint CSS; the code takes over once it
 * runs and drops the attribute (src/app/projects-index/use-tech-filter.ts).
 */
import type { Plugin } from 'vite'
import { virtualModule } from '../virtual-module.ts'

const MODULE_ID = 'virtual:tech-filter.css'

interface FilteredProject {
  slug: string
  technologies: readonly string[]
}

const names = (id: string) => `[data-tech-filter~=${JSON.stringify(id)}]`

export function techFilterCss(projects: readonly FilteredProject[]): string {
  const inUse = [...new Set(projects.flatMap((project) => project.technologies))]
  if (inUse.length === 0) return ''
  // A filter of only unknown ids filters nothing, as in the code (tech-filter.ts).
  const filtering = `:root:is(${inUse.map(names).join(', ')})`
  return projects
    .map((project) => {
      const leftOut = project.technologies.map((id) => `:not(${names(id)})`).join('')
      return `${filtering}${leftOut} .projects-index .project-item[data-slug=${JSON.stringify(project.slug)}] { display: none; }`
    })
    .join('\n')
}

/** Vite plugin: the rules above, from the checked projects. */
export function techFilterStyles(content: {
  projects: () => Promise<ReadonlyArray<{ card: FilteredProject }>>
}): Plugin {
  return virtualModule('portfolio:tech-filter-css', MODULE_ID, async () =>
    techFilterCss((await content.projects()).map((project) => project.card)),
  )
}
