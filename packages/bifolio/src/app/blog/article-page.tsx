import { lazy } from 'react'
import type { Locale } from '../../i18n/locales'
import { StaticPart } from '../../islands/static-part'
import { loadedModule } from '../../lib/loaded-module'
import { Lazy } from '../lazy'
import { PageShell } from '../page-shell'
import '../case-study/case-study-page.css'

// Never fetched by a prerendered page: the article is a static part, kept as prerendered.
const ArticleContent = lazy(() => loadedModule(import('./article-content')))

/** An article's page: the site's navigation and footer around its static text. */
export default function ArticlePage({ slug, locale }: { slug: string; locale: Locale }) {
  return (
    <PageShell current="blog">
      <StaticPart name="article">
        <Lazy>
          <ArticleContent slug={slug} locale={locale} />
        </Lazy>
      </StaticPart>
    </PageShell>
  )
}
