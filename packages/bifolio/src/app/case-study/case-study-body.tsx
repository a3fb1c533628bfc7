import { use } from 'react'
import { loadBody } from 'virtual:project-bodies'
import type { Locale } from '../../i18n/locales'
import './case-study-body.css'

const bodies = new Map<string, Promise<{ default: string }>>()

/** The same promise for every render, as `use()` needs. */
function body(slug: string, locale: Locale): Promise<{ default: string }> {
  const key = `${slug}/${locale}`
  let promise = bodies.get(key)
  if (!promise) {
    promise = loadBody(slug, locale)
    bodies.set(key, promise)
  }
  return promise
}

/**
 * The case study's text, rendered from Markdown at build: its own chunk, which hydration waits
 * for while the prerendered text stays on screen.
 */
export function CaseStudyBody({ slug, locale }: { slug: string; locale: Locale }) {
  const { default: html } = use(body(slug, locale))
  return <div className="case-study-body" dangerouslySetInnerHTML={{ __html: html }} />
}
