/**
 * The content's types: the shapes an owner fills (`shapes/`, one per file, which the build
 * checks with and the editor's JSON Schemas are made from) and the ids the page derives from
 * what was filled (`ids.ts`). An id an owner chooses (a skill group's, an offer's) is a string
 * here: the content check makes sure every id named is one that exists.
 */
import type { SECTION_IDS, SOCIAL_IDS } from './ids'
import type { IconName } from './shapes/text'

export type * from './shapes/profile'
export type * from './shapes/site'
export type * from './shapes/clients'
export type * from './shapes/technologies'
export type * from './shapes/look'
export type * from './shapes/words'
export type { IconName }

export type SectionId = (typeof SECTION_IDS)[number]
/** The sections the page shows: the navigation and its words name only these. */
export type ShownSectionId = SectionId
export type SocialId = (typeof SOCIAL_IDS)[number]
/** A technology of `technologies.yml`, by its id. */
export type TechnologyId = string
/** The ids of the owner's offers, budgets and timelines. */
export type ServiceId = string
export type BudgetId = string
export type TimelineId = string

/** A project's card words in one language, from the front matter of its `<locale>.md`. */
export interface ProjectWords {
  title: string
  /** The card's text and the case study's description. */
  summary: string
  imageAlt: string
}

/** What the case study adds, in one language; each optional, as the owner wrote it. */
export interface ProjectDetails {
  role?: string
  duration?: string
  team?: string
  outcome?: string
}

/**
 * One project of the content's `projects/<slug>/`, as `virtual:projects` hands it to the page:
 * facts once, words per language it is written in (`L`, the locales; at least one). Code uses
 * it as `Project`.
 */
export interface ProjectEntry<L extends string> {
  slug: string
  order: number
  year: number
  /** The card picture, by its path under the content folder, e.g. `projects/crm/cover.png`. */
  image: string
  /** Where the code is public; client work often has none. */
  repository?: string
  /** Projects with a live demo get a `Live demo` button. */
  demo?: string
  technologies: readonly TechnologyId[]
  /** The card's own colours: `main` background, `second` its gradient end, `ink` its text. */
  colors: { main: string; second: string; ink: string }
  words: Partial<Record<L, ProjectWords>>
}

/** A profile the page links: GitHub, LinkedIn and e-mail are named in the page's words; any
 * other profile by its own name, the same in every language. */
export type SocialLink = { href: string; icon: IconName } & (
  { id: SocialId } | { id: 'other'; name: string }
)

/**
 * One article in one language, as `virtual:posts` hands it to the page: the content's
 * `posts/<slug>/<locale>.md` without its body, which the article's page alone shows.
 */
export interface PostEntry<L extends string> {
  slug: string
  locale: L
  title: string
  /** The index's card, the meta description and the feed's summary. */
  summary: string
  /** `2026-03-14`: the day it was published. */
  date: string
  updated?: string
  tags: readonly string[]
  cover?: PostCover
  /** Minutes a reader takes, at least 1. */
  minutes: number
  /** The projects the article links to, by slug, in the order it names them. */
  projects: readonly string[]
  /** Only the dev server has drafts; it marks them. */
  draft: boolean
}

/** A picture of the content encoded at build: `<source>` sets, the fallback and its size. */
interface EncodedPicture {
  sources: ReadonlyArray<{ type: string; srcset: string }>
  fallback: { src: string; srcset: string }
  width: number
  height: number
}

/** An article's cover: its path under the content folder (`posts/outbox/cover.png`), words, files. */
interface PostCover {
  key: string
  alt: string
  picture: EncodedPicture
}
