import { projects as projectsWords } from 'virtual:owner-words-of/projects'
import { useLocale, usePartWords } from '../../i18n/i18n-provider'
import { projectsPath } from '../../i18n/routes'
import { Icon } from '../../ui/icon'
import { SectionHeading } from '../../ui/section-heading'
import { ProjectCarousel } from './project-carousel'
import './projects.css'

/**
 * One list of cards for every width: the page cannot know the screen's width when it is built,
 * so the stylesheet decides between the stacked cards and the deck. An island whose code loads
 * as it nears the viewport (landing-page.tsx).
 */
export default function ProjectsSection() {
  const projectWords = usePartWords(projectsWords)
  const { locale } = useLocale()
  return (
    <section id="projects" className="section projects" aria-labelledby="projects-title">
      <SectionHeading id="projects-title" tag={projectWords.tag} title={projectWords.title} />
      <ProjectCarousel />
      <p className="projects__all">
        <a href={projectsPath(locale)}>
          {projectWords.allProjects}
          <Icon name="lucide:arrow-right" size={18} />
        </a>
      </p>
    </section>
  )
}
