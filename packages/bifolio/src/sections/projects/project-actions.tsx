import type { Project } from '../../content'
import { useLocale, useT } from '../../i18n/i18n-provider'
import { projectPath } from '../../i18n/routes'
import { Icon } from '../../ui/icon'
import { useToast } from '../../ui/toast'

/**
 * The case study, the repository and, when the project has one, the live demo.
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
  project: Pick<Project, 'slug' | 'repository' | 'demo'>
  /** False on the case study itself. */
  withCaseStudy?: boolean
}) {
  const t = useT()
  const { locale } = useLocale()
  const toast = useToast()
  return (
    <div className="project-actions">
      {withCaseStudy ? (
        <a
          className="project-actions__link project-actions__link--primary"
          href={projectPath(locale, project.slug)}
        >
          {t.projects.readCaseStudy}
        </a>
      ) : null}
      <a
        className={`project-actions__link project-actions__link--repository ${withCaseStudy ? 'project-actions__link--secondary' : 'project-actions__link--primary'}`}
        href={project.repository}
        target="_blank"
        rel="noopener noreferrer"
      >
        <Icon name="lucide:github" size={20} />
        {t.projects.repository} <span className="sr-only">{t.projects.opensInNewTab}</span>
      </a>
      {project.demo ? (
        <a
          className="project-actions__link project-actions__link--secondary"
          href={project.demo}
          target="_blank"
          rel="noopener noreferrer"
          onClick={() => toast.show(t.projects.demoStarting, 'info')}
        >
          <Icon name="lucide:square-arrow-out-up-right" size={20} />
          {t.projects.liveDemo} <span className="sr-only">{t.projects.opensInNewTab}</span>
        </a>
      ) : null}
    </div>
  )
}
