import details from 'virtual:project-details'
import type { Project } from '../../content'
import { useWords } from '../../i18n/i18n-provider'
import { useProjectPagesT } from '../../i18n/use-project-pages-t'

const OPTIONAL_FACTS = ['role', 'duration', 'team', 'outcome'] as const

/** Year, and whichever of role, duration, team and outcome the owner wrote down. */
export function CaseStudyFacts({ project }: { project: Project }) {
  const pt = useProjectPagesT()
  const words = useWords(details[project.slug] ?? { es: {}, en: {} })
  return (
    <dl className="case-study-facts">
      <div className="case-study-facts__item">
        <dt>{pt.caseStudy.facts.year}</dt>
        <dd>{project.year}</dd>
      </div>
      {OPTIONAL_FACTS.map((fact) =>
        words[fact] ? (
          <div key={fact} className="case-study-facts__item">
            <dt>{pt.caseStudy.facts[fact]}</dt>
            <dd>{words[fact]}</dd>
          </div>
        ) : null,
      )}
    </dl>
  )
}
