import { projects } from '../../content/projects'
import { ProjectCard } from '../../sections/projects/project-card'
import { useProjectPagesT } from '../../i18n/use-project-pages-t'

/**
 * Every project's card, as the prerenderer draws it; the filter hides some by the stylesheet,
 * which reads the technologies each one carries.
 */
export default function ProjectsIndexList() {
  const pt = useProjectPagesT()
  if (projects.length === 0) {
    return <p className="projects-index__empty">{pt.projectsIndex.empty}</p>
  }
  return (
    <div className="projects-index__list">
      {projects.map((project, index) => (
        <div
          key={project.slug}
          className="projects-index__entry"
          data-tech-values={project.technologies.join(' ')}
        >
          <ProjectCard project={project} headingLevel={2} onFirstScreen={index === 0} />
        </div>
      ))}
    </div>
  )
}
