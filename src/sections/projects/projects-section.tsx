import { useT } from '../../i18n/i18n-provider'
import { SectionHeading } from '../../ui/section-heading'
import { ProjectCarousel } from './project-carousel'
import { ProjectList } from './project-list'
import './projects.css'

/**
 * Both layouts are prerendered because the page cannot know the screen width when it is
 * built; media queries show one and remove the other from the accessibility tree.
 */
export function ProjectsSection() {
  const t = useT()
  return (
    <section id="projects" className="section projects" aria-labelledby="projects-title">
      <SectionHeading id="projects-title" tag={t.projects.tag} title={t.projects.title} />
      <ProjectCarousel />
      <ProjectList />
    </section>
  )
}
