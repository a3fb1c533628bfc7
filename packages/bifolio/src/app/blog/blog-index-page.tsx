import { lazy, useEffect } from 'react'
import { StaticPart } from '../../islands/static-part'
import { loadedModule } from '../../lib/loaded-module'
import { Lazy } from '../lazy'
import { PageShell } from '../page-shell'
import { markChosenTag } from './tag-filter'

// Never fetched by a prerendered page: the list is a static part, kept as prerendered.
const BlogIndexContent = lazy(() => loadedModule(import('./blog-index-content')))

/**
 * Every article, newest first, with topic links that narrow the list (`?tag=`). The filter is
 * the page's stylesheet reading `<html data-tag-filter>`, which the head script sets from the
 * URL before the first paint: a shared filtered link paints filtered, with or without the code.
 */
export function BlogIndexPage() {
  // What a stylesheet cannot say: which topic link is the current one, for assistive technology.
  useEffect(() => markChosenTag(document, window.location.search), [])
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
