import { lazy } from 'react'
import type { Project } from '../../content'
import { projects } from '../../content/projects'
import { cardColors } from '../../sections/projects/card-colors'
import { ProjectActions } from '../../sections/projects/project-actions'
import { Lazy } from '../lazy'
import { PageShell } from '../page-shell'
import { StaticPart } from '../../islands/static-part'
import { loadedModule } from '../../lib/loaded-module'
import './case-study-page.css'

// Static parts: a prerendered page keeps their HTML and never fetches their code (the cover's
// picture, the stack's logos and tooltips, the story). React draws them only without it.
const parts = () => loadedModule(import('./case-study-parts'))
const CaseStudyIntro = lazy(() => parts().then((module) => ({ default: module.CaseStudyIntro })))
const CaseStudyStory = lazy(() => parts().then((module) => ({ default: module.CaseStudyStory })))
const MorePages = lazy(() => parts().then((module) => ({ default: module.MorePages })))

/** The case study of the project `slug` (app.tsx checked it exists). */
export default function CaseStudyRoute({ slug }: { slug: string }) {
  const project = projects.find((candidate) => candidate.slug === slug)
  if (!project) throw new Error(`There is no project ${slug}`)
  return <CaseStudyPage project={project} />
}

/** One project's story: what it is, its facts and stack, then the case study itself. */
function CaseStudyPage({ project }: { project: Project }) {
  return (
    <PageShell current="projects">
      <article className={`case-study ${cardColors(project)}`}>
        <header className="case-study__header">
          <StaticPart name="case-study-intro">
            <Lazy>
              <CaseStudyIntro project={project} />
            </Lazy>
          </StaticPart>
          {/* An island: a live demo's link tells the visitor the servers are starting. */}
          <ProjectActions project={project} withCaseStudy={false} />
        </header>
        <StaticPart name="case-study-story">
          <Lazy>
            <CaseStudyStory project={project} />
          </Lazy>
        </StaticPart>
      </article>
      <StaticPart name="case-study-more">
        <Lazy>
          <MorePages project={project} />
        </Lazy>
      </StaticPart>
    </PageShell>
  )
}
