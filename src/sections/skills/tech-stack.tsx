import { skillGroups, technologies } from '../../content'
import { useT } from '../../i18n/i18n-provider'

export default function TechStack() {
  const t = useT()
  return (
    <section id="skills" aria-labelledby="skills-title">
      <h2 id="skills-title">{t.skills.title}</h2>
      {skillGroups.map((group) => (
        <div key={group.id}>
          <h3>{t.skills.groups[group.id]}</h3>
          <ul>
            {group.skills.map((id) => (
              <li key={id}>{technologies[id].name}</li>
            ))}
          </ul>
        </div>
      ))}
    </section>
  )
}
