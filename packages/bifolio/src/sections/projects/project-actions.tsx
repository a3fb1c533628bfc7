import { projects as projectsWords } from 'virtual:owner-words-of/projects'
import type { Project } from '../../content'
import { useLocale, usePartWords } from '../../i18n/i18n-provider'
import { projectPath } from '../../i18n/routes'
import { projectLocale } from '../../content/project-language'
import { Icon } from '../../ui/icon'
import { useToast } from '../../ui/toast'

type Kind = 'case-study' | 'repository' | 'demo'

/**
 * The case study, then whichever of the repository and the live demo the project has: the
 * first is the main button. A project without a public repository (client work) says so in
 * the owner's words, when they wrote some (`projects.clientWork`).
 *
 * The demo is a real link that opens its tab at once: a tab opened from a timer after the
 * click loses the click's user activation and popup blockers (Safari's in particular) drop
 * it. The toast still tells the visitor why the new tab may take a moment: the demo's
 * servers sleep and start on the first request.
 */
export function ProjectActions({
  project,
  withCaseStudy = true,
}: {
  project: Pick<Project, 'slug' | 'repository' | 'demo' | 'words'>
  /** False on the case study itself. */
  withCaseStudy?: boolean
}) {
  const projectWords = usePartWords(projectsWords)
  const { locale } = useLocale()
  const toast = useToast()
  // The case study is in a language the project is written in: the page's where it is.
  const written = projectLocale(project, locale)
  const shown: Kind[] = [
    ...(withCaseStudy ? (['case-study'] as const) : []),
    ...(project.repository ? (['repository'] as const) : []),
    ...(project.demo ? (['demo'] as const) : []),
  ]
  const note = project.repository ? undefined : projectWords.clientWork
  if (shown.length === 0 && !note) return null
  const className = (kind: Kind) =>
    `project-actions__link project-actions__link--${kind} project-actions__link--${shown[0] === kind ? 'primary' : 'secondary'}`
  return (
    <div className="project-actions">
      {withCaseStudy ? (
        <a
          className={className('case-study')}
          href={projectPath(written, project.slug)}
          hrefLang={written === locale ? undefined : written}
        >
          {projectWords.readCaseStudy}
        </a>
      ) : null}
      {project.repository ? (
        <a
          className={className('repository')}
          href={project.repository}
          target="_blank"
          rel="noopener noreferrer"
        >
          <Icon name="lucide:github" size={20} />
          {projectWords.repository} <span className="sr-only">{projectWords.opensInNewTab}</span>
        </a>
      ) : null}
      {project.demo ? (
        <a
          className={className('demo')}
          href={project.demo}
          target="_blank"
          rel="noopener noreferrer"
          onClick={() => toast.show(projectWords.demoStarting, 'info')}
        >
          <Icon name="lucide:square-arrow-out-up-right" size={20} />
          {projectWords.liveDemo} <span className="sr-only">{projectWords.opensInNewTab}</span>
        </a>
      ) : null}
      {note ? (
        <p className="project-actions__note">
          <Icon name="lucide:lock" size={18} />
          {note}
        </p>
      ) : null}
    </div>
  )
}
