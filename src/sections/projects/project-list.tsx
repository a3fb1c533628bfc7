import { projects } from '../../content'
import { useT } from '../../i18n/i18n-provider'
import { ResponsiveImage } from '../../ui/responsive-image'
import { cardColors } from './card-colors'
import { MOCKUP_HEIGHT_PX, MOCKUP_WIDTH_PX } from './project-card'
import { ProjectActions } from './project-actions'
import { TechGrid } from './tech-grid'

/** Phones, tablets and print: every project as a plain stacked card, nothing moves. */
export function ProjectList() {
  const t = useT()
  return (
    <div className="project-list" data-testid="project-list">
      {projects.map((project) => {
        const words = t.projects.items[project.id]
        return (
          <article key={project.id} className="project-item" style={cardColors(project)}>
            <h3 className="project-item__title">{words.title}</h3>
            <ResponsiveImage
              className="project-item__image"
              src={project.image}
              alt={words.imageAlt}
              width={MOCKUP_WIDTH_PX}
              height={MOCKUP_HEIGHT_PX}
              sizes="(max-width: 1024px) calc(100vw - 5rem), 40rem"
            />
            <ProjectActions project={project} />
            <p className="project-item__description">{words.description}</p>
            <h4 className="project-item__label">{t.projects.technologies}</h4>
            <TechGrid ids={project.technologies} variant="labels" />
          </article>
        )
      })}
    </div>
  )
}
