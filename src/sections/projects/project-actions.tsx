import type { ProjectFacts } from '../../content'
import { useT } from '../../i18n/i18n-provider'
import { Icon } from '../../ui/icon'
import { useToast } from '../../ui/toast'

/**
 * The repository link and, when the project has one, the live demo link.
 *
 * The demo is a real link that opens its tab at once: a tab opened from a timer after the
 * click loses the click's user activation and popup blockers (Safari's in particular) drop
 * it. The toast still tells the visitor why the new tab may take a moment: the demo's
 * servers sleep and start on the first request.
 */
export function ProjectActions({
  project,
}: {
  project: Pick<ProjectFacts, 'repository' | 'demoUrl'>
}) {
  const t = useT()
  const toast = useToast()
  return (
    <div className="project-actions">
      <a
        className="project-actions__link project-actions__link--primary"
        href={project.repository}
        target="_blank"
        rel="noopener noreferrer"
      >
        <Icon name="simple-icons:github" size={20} />
        {t.projects.repository} <span className="sr-only">{t.projects.opensInNewTab}</span>
      </a>
      {project.demoUrl ? (
        <a
          className="project-actions__link project-actions__link--secondary"
          href={project.demoUrl}
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
