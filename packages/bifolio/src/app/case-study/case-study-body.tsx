import { loadBody } from 'virtual:project-bodies'
import type { Locale } from '../../i18n/locales'
import { RenderedHtml } from '../../ui/rendered-html'
import './case-study-body.css'

/** The case study's text, rendered from Markdown at build. */
export function CaseStudyBody({ slug, locale }: { slug: string; locale: Locale }) {
  return (
    <RenderedHtml
      id={`project/${slug}/${locale}`}
      load={() => loadBody(slug, locale)}
      className="case-study-body"
    />
  )
}
