import { technology } from '../../content/technologies'
import { projects } from '../../content/projects'
import { useT } from '../../i18n/i18n-provider'
import { format } from '../../lib/format'
import { ProjectItem } from '../../sections/projects/project-list'
import { Icon } from '../../ui/icon'
import { JsxTag } from '../../ui/section-heading'
import { PageShell } from '../page-shell'
import { StaticPart } from '../../islands/static-part'
import { matchesTechFilter, technologiesInUse } from './tech-filter'
import { useTechFilter } from './use-tech-filter'
import './projects-index-page.css'
import 'virtual:tech-filter.css'
import { useProjectPagesT } from '../../i18n/use-project-pages-t'

const TECHNOLOGIES_IN_USE = technologiesInUse(projects)

/**
 * Every project as a card, with toggle chips that narrow the list to some technologies. The
 * title and the description are a static part; the chips, the count and the list answer them.
 */
export function ProjectsIndexPage() {
  const t = useT()
  const pt = useProjectPagesT()
  const { chosen, toggle, clear } = useTechFilter(TECHNOLOGIES_IN_USE)
  const shown = projects.filter((project) => matchesTechFilter(project, chosen))
  return (
    <PageShell current="projects">
      <div className="projects-index">
        <header className="projects-index__header">
          <StaticPart name="projects-index-header">
            <JsxTag label={t.projects.tag} />
            <h1 className="projects-index__title">{pt.projectsIndex.title}</h1>
            <p className="projects-index__description">{pt.projectsIndex.description}</p>
          </StaticPart>
        </header>
        <div className="tech-filter" role="group" aria-labelledby="tech-filter-label">
          <p id="tech-filter-label" className="tech-filter__label">
            {pt.projectsIndex.filterLabel}
          </p>
          <ul className="tech-filter__chips">
            {TECHNOLOGIES_IN_USE.map((id) => (
              <li key={id}>
                <button
                  type="button"
                  className="tech-filter__chip"
                  aria-pressed={chosen.includes(id)}
                  onClick={() => toggle(id)}
                >
                  <Icon name={technology(id).icon} size={18} />
                  {technology(id).name}
                </button>
              </li>
            ))}
          </ul>
          <div className="tech-filter__summary">
            <p role="status" className="tech-filter__count">
              {format(pt.projectsIndex.count, { shown: shown.length, total: projects.length })}
            </p>
            {chosen.length > 0 ? (
              <button type="button" className="tech-filter__clear" onClick={clear}>
                {pt.projectsIndex.clear}
              </button>
            ) : null}
          </div>
        </div>
        {shown.length > 0 ? (
          <div className="projects-index__list">
            {shown.map((project, index) => (
              <ProjectItem
                key={project.slug}
                project={project}
                headingLevel={2}
                onFirstScreen={index === 0}
              />
            ))}
          </div>
        ) : (
          <p className="projects-index__empty">{pt.projectsIndex.empty}</p>
        )}
      </div>
    </PageShell>
  )
}
