import { projects as projectsWords } from 'virtual:owner-words-of/projects'
import { useEffect } from 'react'
import { technology } from '../../content/technologies'
import { projects } from '../../content/projects'
import { usePartWords } from '../../i18n/i18n-provider'
import { format } from '../../lib/format'
import { listenToDemoLinks } from '../../sections/projects/demo-notes'
import { useToast } from '../../ui/toast'
import { Icon } from '../../ui/icon'
import { JsxTag } from '../../ui/section-heading'
import { Lazy } from '../lazy'
import { pagePart } from '../page-parts'
import { PageShell } from '../page-shell'
import { StaticPart } from '../../islands/static-part'
import { matchesTechFilter, technologiesInUse } from './tech-filter'
import { useTechFilter } from './use-tech-filter'
import './projects-index-page.css'
import 'virtual:tech-filter.css'
import { useProjectPagesT } from '../../i18n/use-project-pages-t'

const TECHNOLOGIES_IN_USE = technologiesInUse(projects)

const ProjectsIndexList = pagePart('projects-index-list')

/** The list's live demos tell the visitor their servers are starting, as the landing page's do. */
function useDemoNotes(area: string): void {
  const { demoStarting } = usePartWords(projectsWords)
  const toast = useToast()
  useEffect(
    () => listenToDemoLinks(area, () => toast.show(demoStarting, 'info')),
    [area, demoStarting, toast],
  )
}

/**
 * Every project as a card, with toggle chips that narrow the list to some technologies. Only
 * the chips and the count are React's: the title, the description and the cards are static
 * parts, and the chosen technologies hide cards through the page's stylesheet
 * (`<html data-tech-filter>`, use-tech-filter.ts).
 */
export function ProjectsIndexPage() {
  const projectWords = usePartWords(projectsWords)
  const pt = useProjectPagesT()
  const { chosen, toggle, clear } = useTechFilter(TECHNOLOGIES_IN_USE)
  const shown = projects.filter((project) => matchesTechFilter(project, chosen))
  useDemoNotes('.projects-index__list')
  return (
    <PageShell current="projects">
      <div className="projects-index">
        <header className="projects-index__header">
          <StaticPart name="projects-index-header">
            <JsxTag label={projectWords.tag} />
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
        <StaticPart name="projects-index-list">
          <Lazy>
            <ProjectsIndexList />
          </Lazy>
        </StaticPart>
      </div>
    </PageShell>
  )
}
