import { projects } from '../../content'
import { useT } from '../../i18n/i18n-provider'

export function ProjectsSection() {
  const t = useT()
  return (
    <section id="projects" aria-labelledby="projects-title">
      <h2 id="projects-title">{t.projects.title}</h2>
      <div data-testid="project-list">
        {projects.map((p) => (
          <article key={p.id}>
            <h3>{t.projects.items[p.id].title}</h3>
            <p>{t.projects.items[p.id].description}</p>
          </article>
        ))}
      </div>
    </section>
  )
}
