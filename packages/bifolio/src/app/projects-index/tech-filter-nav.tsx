import type { Project, TechnologyId } from '../../content'
import { projects } from '../../content/projects'
import { technology } from '../../content/technologies'
import { useLocale } from '../../i18n/i18n-provider'
import { projectsPath } from '../../i18n/routes'
import { useProjectPagesT } from '../../i18n/use-project-pages-t'
import { format } from '../../lib/format'
import { filteredHref } from '../../lib/query-filter'
import { Icon } from '../../ui/icon'

/** Technologies the projects use, the most used first, then by id. */
export function technologiesInUse(list: readonly Project[]): TechnologyId[] {
  const counts = new Map<TechnologyId, number>()
  for (const project of list) {
    for (const id of project.technologies) counts.set(id, (counts.get(id) ?? 0) + 1)
  }
  return [...counts].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).map(([id]) => id)
}

/**
 * A link per technology in use (`?tech=`) and one count per technology, of which the stylesheet
 * shows the one the URL chose, as the articles' topic filter does; the link back to every
 * project shows only while filtered.
 */
export default function TechFilterNav() {
  const pt = useProjectPagesT()
  const { locale } = useLocale()
  const index = projectsPath(locale)
  const inUse = technologiesInUse(projects)
  const total = projects.length
  if (inUse.length === 0) return null
  return (
    <nav className="tech-filter" aria-labelledby="tech-filter-label">
      <p id="tech-filter-label" className="tech-filter__label">
        {pt.projectsIndex.filterLabel}
      </p>
      <ul className="tech-filter__chips">
        {inUse.map((id) => (
          <li key={id}>
            <a
              className="tech-filter__chip"
              href={filteredHref(index, 'tech', id)}
              data-tech-link={id}
            >
              <Icon name={technology(id).icon} size={18} />
              {technology(id).name}
            </a>
          </li>
        ))}
      </ul>
      <div className="tech-filter__summary">
        <div role="status">
          {['', ...inUse].map((id) => (
            <p key={id} className="tech-filter__count" data-tech-count={id}>
              {format(pt.projectsIndex.count, {
                shown: id
                  ? projects.filter((project) => project.technologies.includes(id)).length
                  : total,
                total,
              })}
            </p>
          ))}
        </div>
        <a className="tech-filter__clear" href={index} data-tech-link="" data-filter-clear="">
          {pt.projectsIndex.clear}
        </a>
      </div>
    </nav>
  )
}
