/**
 * JSON-LD for search engines. The owner is one `Person` with one `@id` on every page: the
 * main entity of the landing page's `ProfilePage`, the author of every case study and article,
 * the publisher of the legal pages.
 */
import { offerWords } from '../content/client-facts'
import type { Messages, ProjectEntry, Service } from '../content/types'

export interface ProfileFacts {
  name: string
  email: string
  /** Absolute URLs. */
  siteUrl: string
  imageUrl: string
  sameAs: readonly string[]
  /** The CV in the page's language: an absolute URL. */
  cv: { url: string; language: string; name: string }
}

function personId(siteUrl: string): string {
  return new URL('/#person', siteUrl).href
}

function personJsonLd(t: Messages, facts: ProfileFacts): Record<string, unknown> {
  return {
    '@type': 'Person',
    '@id': personId(facts.siteUrl),
    name: facts.name,
    jobTitle: t.hero.subtitle,
    description: t.hero.description,
    email: `mailto:${facts.email}`,
    image: facts.imageUrl,
    url: new URL('/', facts.siteUrl).href,
    sameAs: facts.sameAs,
    subjectOf: {
      '@type': 'DigitalDocument',
      name: facts.cv.name,
      url: facts.cv.url,
      encodingFormat: 'application/pdf',
      inLanguage: facts.cv.language,
    },
  }
}

/**
 * The owner's offers as the `Person` makes them (`makesOffer` says who provides each `Service`),
 * with its price "from" when the content gives one. Only the words a search result can show.
 */
function offersJsonLd(t: Messages, services: readonly Service[]): Array<Record<string, unknown>> {
  const words = t.services
  if (!words) return []
  return services.map((service) => {
    const offer = offerWords(words, service.id)
    return {
      '@type': 'Offer',
      itemOffered: {
        '@type': 'Service',
        name: offer.title,
        description: offer.summary,
      },
      ...(service.price && {
        priceSpecification: {
          '@type': 'UnitPriceSpecification',
          minPrice: service.price.from,
          priceCurrency: service.price.currency,
          unitText: words.per[service.price.per],
        },
      }),
    }
  })
}

export function profilePageJsonLd(
  t: Messages,
  facts: ProfileFacts,
  page: { url: string; language: string },
  services: readonly Service[] = [],
): Record<string, unknown> {
  const offers = offersJsonLd(t, services)
  return {
    '@context': 'https://schema.org',
    '@type': 'ProfilePage',
    url: page.url,
    name: t.meta.title,
    description: t.meta.description,
    inLanguage: page.language,
    mainEntity: {
      ...personJsonLd(t, facts),
      ...(offers.length > 0 && { makesOffer: offers }),
    },
  }
}

/**
 * A legal page (the imprint, the privacy notice): a `WebPage` the owner publishes, naming them
 * by the `@id` that the landing page's `ProfilePage` describes. The page is the landing page with
 * its dialog open, so every byte here counts against its first round trip.
 */
export function legalPageJsonLd(
  facts: Pick<ProfileFacts, 'siteUrl'>,
  page: { url: string; language: string; title: string; description: string },
): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'WebPage',
    url: page.url,
    name: page.title,
    description: page.description,
    inLanguage: page.language,
    publisher: { '@id': personId(facts.siteUrl) },
  }
}

/** A case study: the project's source code, written by the owner, public or not. */
export function caseStudyJsonLd(
  t: Messages,
  facts: ProfileFacts,
  project: Pick<ProjectEntry<string>, 'repository' | 'year'> & { technologies: readonly string[] },
  page: { url: string; language: string; title: string; description: string; imageUrl: string },
): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'SoftwareSourceCode',
    url: page.url,
    name: page.title,
    description: page.description,
    inLanguage: page.language,
    image: page.imageUrl,
    ...(project.repository && { codeRepository: project.repository }),
    programmingLanguage: project.technologies,
    dateCreated: String(project.year),
    author: personJsonLd(t, facts),
  }
}

/** The projects index: every case study, by the owner. */
export function collectionJsonLd(
  t: Messages,
  facts: ProfileFacts,
  page: { url: string; language: string; title: string; description: string },
  parts: ReadonlyArray<{ name: string; url: string }>,
): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'CollectionPage',
    url: page.url,
    name: page.title,
    description: page.description,
    inLanguage: page.language,
    author: personJsonLd(t, facts),
    hasPart: parts.map((part) => ({ '@type': 'SoftwareSourceCode', ...part })),
  }
}

/** An article: a `BlogPosting` by the owner, with its dates and topics. */
export function blogPostingJsonLd(
  t: Messages,
  facts: ProfileFacts,
  post: { date: string; updated?: string; tags: readonly string[]; blogUrl: string },
  page: { url: string; language: string; title: string; description: string; imageUrl: string },
): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    mainEntityOfPage: page.url,
    url: page.url,
    headline: page.title,
    description: page.description,
    inLanguage: page.language,
    image: page.imageUrl,
    datePublished: post.date,
    dateModified: post.updated ?? post.date,
    keywords: post.tags.join(', '),
    author: personJsonLd(t, facts),
    isPartOf: { '@type': 'Blog', url: post.blogUrl },
  }
}

/** The articles index: a `Blog` of the owner's articles in this language. */
export function blogJsonLd(
  t: Messages,
  facts: ProfileFacts,
  page: { url: string; language: string; title: string; description: string },
  posts: ReadonlyArray<{ headline: string; url: string; datePublished: string }>,
): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Blog',
    url: page.url,
    name: page.title,
    description: page.description,
    inLanguage: page.language,
    author: personJsonLd(t, facts),
    blogPost: posts.map((post) => ({ '@type': 'BlogPosting', ...post })),
  }
}

/** Serialised for a `<script type="application/ld+json">`: no `<` can close the element. */
export function jsonLdScript(data: Record<string, unknown>): string {
  const json = JSON.stringify(data).replace(/</g, '\\u003c')
  return `<script type="application/ld+json">${json}</script>`
}
