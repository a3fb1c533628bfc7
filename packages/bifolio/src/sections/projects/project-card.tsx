import { projects as projectsWords } from 'virtual:owner-words-of/projects'
import { memo } from 'react'
import type { Project } from '../../content'
import { useWords, usePartWords } from '../../i18n/i18n-provider'
import { ResponsiveImage } from '../../ui/responsive-image'
import { ProjectActions } from './project-actions'
import { TechGrid } from './tech-grid'
import { MOCKUP_HEIGHT_PX, MOCKUP_WIDTH_PX } from './mockup-size'

/**
 * One card of the wide-screen deck: words and technologies beside the mockup. Memoised: the
 * deck re-renders on every move, and only the slides around the cards change then.
 */
export const ProjectCard = memo(function ProjectCard({ project }: { project: Project }) {
  const projectWords = usePartWords(projectsWords)
  const words = useWords(project.words)
  return (
    <div className="deck-card">
      <div className="deck-card__body">
        <h3 className="deck-card__title">{words.title}</h3>
        <p className="deck-card__description">{words.summary}</p>
        <h4 className="deck-card__label">{projectWords.technologies}</h4>
        <TechGrid ids={project.technologies} variant="tooltips" />
        <ProjectActions project={project} />
      </div>
      <div className="deck-card__media">
        <ResponsiveImage
          src={project.image}
          alt={words.imageAlt}
          width={MOCKUP_WIDTH_PX}
          height={MOCKUP_HEIGHT_PX}
          sizes="(min-width: 1440px) 27rem, 40vw"
        />
      </div>
    </div>
  )
})
