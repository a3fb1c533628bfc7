import { projects as projectsWords } from 'virtual:owner-words-of/projects'
import { type Project } from '../../content'
import { projects } from '../../content/projects'
import { useWords, usePartWords } from '../../i18n/i18n-provider'
import { COMPACT_QUERY } from '../../ui/breakpoint'
import { ResponsiveImage } from '../../ui/responsive-image'
import { cardColors } from './card-colors'
import { MOCKUP_HEIGHT_PX, MOCKUP_WIDTH_PX } from './mockup-size'
import { ProjectActions } from './project-actions'
import { TechGrid } from './tech-grid'

/** Phones, tablets and print: every project as a plain stacked card, nothing moves. */
export function ProjectList() {
  return (
    <div className="project-list" data-testid="project-list">
      {projects.map((project) => (
        <ProjectItem key={project.slug} project={project} headingLevel={3} />
      ))}
    </div>
  )
}

/** One plain card; the projects index shows the same card under its own `h2`. */
export function ProjectItem({
  project,
  headingLevel,
  onFirstScreen = false,
}: {
  project: Project
  headingLevel: 2 | 3
  /** The projects index's first card, whose picture a phone shows with the page. */
  onFirstScreen?: boolean
}) {
  const projectWords = usePartWords(projectsWords)
  const words = useWords(project.words)
  const Title = headingLevel === 2 ? 'h2' : 'h3'
  const Label = headingLevel === 2 ? 'h3' : 'h4'
  return (
    <article className={`project-item ${cardColors(project)}`} data-slug={project.slug}>
      <Title className="project-item__title">{words.title}</Title>
      <ResponsiveImage
        className="project-item__image"
        src={project.image}
        alt={words.imageAlt}
        width={MOCKUP_WIDTH_PX}
        height={MOCKUP_HEIGHT_PX}
        sizes={`${COMPACT_QUERY} calc(100vw - 5rem), 40rem`}
        eager={onFirstScreen}
      />
      <ProjectActions project={project} />
      <p className="project-item__description">{words.summary}</p>
      <Label className="project-item__label">{projectWords.technologies}</Label>
      <TechGrid ids={project.technologies} variant="labels" />
    </article>
  )
}
