import { projects as projectsWords } from 'virtual:owner-words-of/projects'
import { lazy, Suspense } from 'react'
import { landingSections, type Project } from '../../content'
import { testimonials } from '../../content/client-facts'
import { projects } from '../../content/projects'
import { neighbours } from './neighbours'
import { useLocale, useWords, usePartWords } from '../../i18n/i18n-provider'
import { pathFor, projectPath, projectsPath } from '../../i18n/routes'
import { MOCKUP_HEIGHT_PX, MOCKUP_WIDTH_PX } from '../../sections/projects/mockup-size'
import { TechGrid } from '../../sections/projects/tech-grid'
import { Icon } from '../../ui/icon'
import { ResponsiveImage } from '../../ui/responsive-image'
import { JsxTag } from '../../ui/section-heading'
import { Lazy, LoadingFallback } from '../lazy'
import { CaseStudyBody } from './case-study-body'
import { CaseStudyFacts } from './case-study-facts'
import { COVER_SIZES } from './cover-sizes'
import { useProjectPagesT } from '../../i18n/use-project-pages-t'
import { loadedModule } from '../../lib/loaded-module'
import { ofLocale } from '../../i18n/locales'

/*
 * The case study's static parts: a prerendered page keeps their HTML and never fetches this
 * chunk (app/case-study/case-study-page.tsx). React draws them from here only without it.
 */

// Only a case study with a client's quote fetches the code that shows one.
const CaseStudyQuotes = lazy(() => loadedModule(import('./case-study-quotes')))

/** The way back, the project's name and summary, and its facts. */
export function CaseStudyIntro({ project }: { project: Project }) {
  const pt = useProjectPagesT()
  const { locale } = useLocale()
  const words = useWords(project.words)
  return (
    <>
      <a className="case-study__back" href={projectsPath(locale)}>
        <Icon name="lucide:arrow-left" size={18} />
        {pt.caseStudy.backToProjects}
      </a>
      <JsxTag label={pt.caseStudy.label} />
      <h1 className="case-study__title">{words.title}</h1>
      <p className="case-study__summary">{words.summary}</p>
      <CaseStudyFacts project={project} />
    </>
  )
}

/** The cover, the stack, the story itself and what clients said of the project. */
export function CaseStudyStory({ project }: { project: Project }) {
  const pt = useProjectPagesT()
  const { locale } = useLocale()
  const words = useWords(project.words)
  // The quotes about this project, where the landing page shows testimonials.
  const quotes = landingSections.includes('testimonials')
    ? testimonials.filter((entry) => entry.project === project.slug)
    : []
  return (
    <>
      <div className="case-study__cover">
        <ResponsiveImage
          src={project.image}
          alt={words.imageAlt}
          width={MOCKUP_WIDTH_PX}
          height={MOCKUP_HEIGHT_PX}
          sizes={COVER_SIZES}
          priority
        />
      </div>
      <div className="case-study__stack">
        <h2 className="case-study__stack-title">{pt.caseStudy.stack}</h2>
        <TechGrid ids={project.technologies} />
      </div>
      <Suspense fallback={<LoadingFallback />}>
        <CaseStudyBody slug={project.slug} locale={locale} />
      </Suspense>
      {quotes.length > 0 && (
        <Lazy>
          <CaseStudyQuotes quotes={quotes} />
        </Lazy>
      )}
    </>
  )
}

/** Where a reader goes next: the projects either side of this one, and the landing page's list. */
export function MorePages({ project }: { project: Project }) {
  const projectWords = usePartWords(projectsWords)
  const pt = useProjectPagesT()
  const { locale } = useLocale()
  // The neighbours are the projects written in this page's language, as its own page is.
  const written = projects.filter((other) => other.words[locale])
  const { previous, next } = neighbours(written, written.indexOf(project))
  return (
    <nav className="case-study__more" aria-label={pt.caseStudy.elsewhere}>
      {previous && (
        <a className="case-study__neighbour" href={projectPath(locale, previous.slug)} rel="prev">
          <span className="case-study__neighbour-label">
            <Icon name="lucide:arrow-left" size={18} />
            {pt.caseStudy.previous}
          </span>
          <span className="case-study__neighbour-title">
            {ofLocale(previous.words, locale).title}
          </span>
        </a>
      )}
      {next && (
        <a
          className="case-study__neighbour case-study__neighbour--next"
          href={projectPath(locale, next.slug)}
          rel="next"
        >
          <span className="case-study__neighbour-label">
            {pt.caseStudy.next}
            <Icon name="lucide:arrow-right" size={18} />
          </span>
          <span className="case-study__neighbour-title">{ofLocale(next.words, locale).title}</span>
        </a>
      )}
      <a className="case-study__home" href={`${pathFor(locale, 'home')}#projects`}>
        {projectWords.title}
      </a>
    </nav>
  )
}
