import { projects as projectsWords } from 'virtual:owner-words-of/projects'
import { useEffect } from 'react'
import { usePartWords } from '../../i18n/i18n-provider'
import { followFilterLinks } from '../../lib/query-filter'
import { listenToDemoLinks } from '../../sections/projects/demo-notes'
import { useToast } from '../../ui/toast'
import { JsxTag } from '../../ui/section-heading'
import { Lazy } from '../lazy'
import { pagePart } from '../page-parts'
import { PageShell } from '../page-shell'
import { StaticPart } from '../../islands/static-part'
import './projects-index-page.css'
import 'virtual:tech-filter.css'
import { useProjectPagesT } from '../../i18n/use-project-pages-t'

const TechFilterNav = pagePart('projects-index-filter')
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
 * Every project as a card, with links that narrow the list to one technology (`?tech=`). The
 * page is prerendered HTML no React code draws: the filter is the page's stylesheet reading
 * `<html data-tech-filter>`, which the head script sets from the URL before the first paint, so
 * a link followed before or without the code shows the filtered list; the code narrows it in
 * place instead of loading the page again.
 */
export default function ProjectsIndexPage() {
  const projectWords = usePartWords(projectsWords)
  const pt = useProjectPagesT()
  useDemoNotes('.projects-index__list')
  useEffect(() => followFilterLinks('tech'), [])
  return (
    <PageShell current="projects">
      <div className="projects-index query-filter--tech">
        <header className="projects-index__header">
          <StaticPart name="projects-index-header">
            <JsxTag label={projectWords.tag} />
            <h1 className="projects-index__title">{pt.projectsIndex.title}</h1>
            <p className="projects-index__description">{pt.projectsIndex.description}</p>
          </StaticPart>
        </header>
        <StaticPart name="projects-index-filter">
          <Lazy>
            <TechFilterNav />
          </Lazy>
        </StaticPart>
        <StaticPart name="projects-index-list">
          <Lazy>
            <ProjectsIndexList />
          </Lazy>
        </StaticPart>
      </div>
    </PageShell>
  )
}
