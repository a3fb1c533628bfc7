import { lazy, useEffect } from 'react'
import { StaticPart } from '../../islands/static-part'
import { loadedModule } from '../../lib/loaded-module'
import { Lazy } from '../lazy'
import { PageShell } from '../page-shell'
import { followFilterLinks } from '../../lib/query-filter'

// Never fetched by a prerendered page: the list is a static part, kept as prerendered.
const BlogIndexContent = lazy(() => loadedModule(import('./blog-index-content')))

/**
 * Every article, newest first, with topic links that narrow the list (`?tag=`). The filter is
 * the page's stylesheet reading `<html data-tag-filter>`, which the head script sets from the
 * URL before the first paint: a shared filtered link paints filtered, with or without the code.
 */
export default function BlogIndexPage() {
  // Narrows in place from now on, and marks the current link for assistive technology.
  useEffect(() => followFilterLinks('tag'), [])
  return (
    <PageShell current="blog">
      <StaticPart name="blog-index">
        <Lazy>
          <BlogIndexContent />
        </Lazy>
      </StaticPart>
    </PageShell>
  )
}
