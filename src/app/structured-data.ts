/**
 * JSON-LD for search engines: the page is a `ProfilePage` whose main entity is the owner as
 * a `Person`, in the page's language.
 */
import type { Messages } from '../content/types'

export interface ProfileFacts {
  name: string
  email: string
  /** Absolute URLs. */
  pageUrl: string
  imageUrl: string
  sameAs: readonly string[]
  language: string
}

export function profilePageJsonLd(t: Messages, facts: ProfileFacts): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'ProfilePage',
    url: facts.pageUrl,
    name: t.meta.title,
    description: t.meta.description,
    inLanguage: facts.language,
    mainEntity: {
      '@type': 'Person',
      '@id': `${facts.pageUrl}#person`,
      name: facts.name,
      jobTitle: t.hero.subtitle,
      description: t.hero.description,
      email: `mailto:${facts.email}`,
      image: facts.imageUrl,
      url: facts.pageUrl,
      sameAs: facts.sameAs,
    },
  }
}

/** Serialised for a `<script type="application/ld+json">`: no `<` can close the element. */
export function jsonLdScript(data: Record<string, unknown>): string {
  const json = JSON.stringify(data).replace(/</g, '\\u003c')
  return `<script type="application/ld+json">${json}</script>`
}
