import { use } from 'react'
import { loadPostBody } from 'virtual:post-bodies'
import type { Locale } from '../../i18n/locales'
import '../case-study/case-study-body.css'

const bodies = new Map<string, Promise<{ default: string }>>()

/** The same promise for every render, as `use()` needs. */
function body(slug: string, locale: Locale): Promise<{ default: string }> {
  const key = `${slug}/${locale}`
  let promise = bodies.get(key)
  if (!promise) {
    promise = loadPostBody(slug, locale)
    bodies.set(key, promise)
  }
  return promise
}

/** The article's text, rendered from its Markdown at build, styled as a case study's. */
export function ArticleBody({ slug, locale }: { slug: string; locale: Locale }) {
  const { default: html } = use(body(slug, locale))
  return (
    <div className="case-study-body article__body" dangerouslySetInnerHTML={{ __html: html }} />
  )
}
