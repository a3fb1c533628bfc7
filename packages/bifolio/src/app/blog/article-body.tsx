import { loadPostBody } from 'virtual:post-bodies'
import type { Locale } from '../../i18n/locales'
import { RenderedHtml } from '../../ui/rendered-html'
import '../case-study/case-study-body.css'

/** The article's text, rendered from Markdown at build, styled as a case study's. */
export function ArticleBody({ slug, locale }: { slug: string; locale: Locale }) {
  return (
    <RenderedHtml
      id={`post/${slug}/${locale}`}
      load={() => loadPostBody(slug, locale)}
      className="case-study-body article__body"
    />
  )
}
