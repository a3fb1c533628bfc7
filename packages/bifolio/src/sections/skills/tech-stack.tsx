import { skills as skillsWords } from 'virtual:owner-words-of/skills'
import { usePartWords } from '../../i18n/i18n-provider'
import { skillGroups } from '../../content'
import { named } from '../../content/named'
import { Icon } from '../../ui/icon'
import { SectionHeading } from '../../ui/section-heading'
import { SkillTile } from './skill-tile'
import './tech-stack.css'

/** The skills section: every technology the owner works with, in its group. */
export default function TechStack() {
  const skillsT = usePartWords(skillsWords)
  return (
    <section id="skills" className="section tech-stack" aria-labelledby="skills-title">
      <SectionHeading id="skills-title" tag={skillsT.tag} title={skillsT.title} />
      <p className="tech-stack__description">{skillsT.description}</p>
      <div className="tech-stack__groups">
        {skillGroups.map((group) => (
          <div
            key={group.id}
            className="tech-stack__group"
            aria-labelledby={`skills-group-${group.id}`}
            role="group"
          >
            <h3 id={`skills-group-${group.id}`} className="tech-stack__group-title">
              <Icon name={group.icon} size={22} />
              {named(skillsT.groups, group.id)}
            </h3>
            <ul className="tech-stack__list">
              {group.skills.map((id) => (
                <SkillTile key={id} id={id} />
              ))}
            </ul>
          </div>
        ))}
      </div>
    </section>
  )
}
