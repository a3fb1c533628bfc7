import type { Project } from '../../content'
import { useT, useWords } from '../../i18n/i18n-provider'

const OPTIONAL_FACTS = ['role', 'duration', 'team', 'outcome'] as const

/** Year, and whichever of role, duration, team and outcome the owner wrote down. */
export function CaseStudyFacts({ project }: { project: Project }) {
  const t = useT()
  const words = useWords(project.words)
  return (
    <dl className="case-study-facts">
      <div className="case-study-facts__item">
        <dt>{t.caseStudy.facts.year}</dt>
        <dd>{project.year}</dd>
      </div>
      {OPTIONAL_FACTS.map((fact) =>
        words[fact] ? (
          <div key={fact} className="case-study-facts__item">
            <dt>{t.caseStudy.facts[fact]}</dt>
            <dd>{words[fact]}</dd>
          </div>
        ) : null,
      )}
    </dl>
  )
}
