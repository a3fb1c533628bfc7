declare module 'virtual:icon-sprite' {
  /** URL of the SVG sprite that holds the interface's icons the source names, logos aside. */
  const url: string
  export default url
}

/** The owner's look: both themes' accent shades, the fonts and their stacks. */
declare module 'virtual:look.css'

declare module 'virtual:look-fonts' {
  /** URLs of the owner's sans faces the head preloads. */
  const fonts: { regular: string; bold: string }
  export default fonts
}

/**
 * The technologies' and the projects' colours, a class each: `skill-tile--<id>`,
 * `project-colors--<slug>` (builder/plugins/look/content-colors-css.ts).
 */
declare module 'virtual:content-colors.css'

/** The index pages' filters from the first paint: the rules the build writes per key. */
declare module 'virtual:tech-filter.css'
declare module 'virtual:tag-filter.css'

/** A mask rule per technology logo the source names: `.logo--simple-icons--react`. */
declare module 'virtual:logo-masks.css'

declare module 'virtual:responsive-images' {
  /** One content picture, encoded at build as AVIF, WebP and a JPEG/PNG fallback. */
  export interface ResponsiveImageEntry {
    /** `<source>` sets in preference order. */
    sources: ReadonlyArray<{ type: string; srcset: string }>
    fallback: { src: string; srcset: string; type: string }
    width: number
    height: number
  }
  /** Path under `src/content/` (e.g. `images/profile.png`) -> its encoded files. */
  const manifest: Readonly<Record<string, ResponsiveImageEntry>>
  export default manifest
}

declare module 'virtual:owner-content' {
  /** The owner's data files, checked at build. */
  type Profile = import('./content/types').Profile
  type SiteFile = import('./content/types').SiteFile
  export const profile: Profile
  export const site: SiteFile
  // Each fact on its own as well, so a bundle keeps only those its code reads.
  export const name: Profile['name']
  export const email: Profile['email']
  export const picture: Profile['picture']
  export const mailFrom: Profile['mailFrom']
  export const language: Profile['language']
  export const firstYear: Profile['firstYear']
  export const links: Profile['links']
  export const languages: SiteFile['languages']
  export const sections: SiteFile['sections']
  export const sectionIcons: SiteFile['sectionIcons']
  export const skillGroups: SiteFile['skillGroups']
  export const aboutParagraphs: SiteFile['aboutParagraphs']
  export const counting: SiteFile['counting']
  /** The projects each language has, by slug, in order: which case study pages exist. */
  export const projectSlugs: Partial<Record<import('./i18n/locales').Locale, readonly string[]>>
  /** The articles each language has in this build, by slug; a language without any is left out. */
  export const articles: Partial<Record<import('./i18n/locales').Locale, readonly string[]>>
  /** The words of each language's addresses: `proyectos` of `/proyectos/`. */
  export const pathWords: Readonly<
    Record<import('./i18n/locales').Locale, import('./i18n/locales').PathWords>
  >
}

/** `clients.yml`, checked at build: only the parts that show offers, quotes or the form load it. */
declare module 'virtual:owner-clients' {
  const clients: import('./content/types').ClientsFile
  export default clients
}

/** `technologies.yml`, checked at build: only the parts that show technologies load it. */
declare module 'virtual:owner-technologies' {
  const technologies: Readonly<Record<string, import('./content/types').Technology>>
  export default technologies
}

declare module 'virtual:posts' {
  /** Every article of `posts/` in every language it is written in, newest first, checked at build. */
  const posts: ReadonlyArray<import('./content/types').PostEntry<import('./i18n/locales').Locale>>
  export default posts
}

declare module 'virtual:post-bodies' {
  /** An article's HTML, rendered from its Markdown at build; one chunk per page. */
  export function loadPostBody(
    slug: string,
    locale: import('./i18n/locales').Locale,
  ): Promise<{ default: string }>
}

declare module 'virtual:owner-project-pages' {
  /** The case studies' and the projects index's words in every language. */
  const pages: Record<
    import('./i18n/locales').Locale,
    import('./content/types').ProjectPagesMessages
  >
  export default pages
}

declare module 'virtual:owner-blog-words' {
  /** The articles' words in every language the owner wrote them in. */
  const words: Record<
    import('./i18n/locales').Locale,
    import('./content/types').BlogMessages | undefined
  >
  export default words
}

declare module 'virtual:projects' {
  /** Every project folder of the owner's `content/projects/`, validated at build, in `order`. */
  const projects: ReadonlyArray<
    import('./content/types').ProjectEntry<import('./i18n/locales').Locale>
  >
  export default projects
}

declare module 'virtual:project-bodies' {
  /** A case study's HTML, rendered from its Markdown at build; one chunk per page. */
  export function loadBody(
    slug: string,
    locale: import('./i18n/locales').Locale,
  ): Promise<{ default: string }>
}

declare module 'virtual:project-details' {
  /** Each case study's optional facts in words, by slug and language it is written in. */
  const details: Readonly<
    Record<
      string,
      Partial<Record<import('./i18n/locales').Locale, import('./content/types').ProjectDetails>>
    >
  >
  export default details
}

declare module 'virtual:documents' {
  /** The owner's CV per language and contact card, built from the content at build. */
  const documents: {
    cv: Readonly<Record<import('./i18n/locales').Locale, { href: string; size: string }>>
    contactCard: { href: string }
  }
  export default documents
}

interface ImportMetaEnv {
  /** The contact API's origin when it is not the pages' own, else ''. */
  readonly PUBLIC_API_URL: string
}

/** The owner's words in one language, but the groups the parts bring (builder/plugins/content/plugin.ts). */
declare module 'virtual:owner-words/*' {
  const words: import('./content/types').PageMessages
  export default words
}

/**
 * One group of the owner's words in every language, exported under the group's name:
 * `import { contact } from 'virtual:owner-words-of/contact'`. A name other than the module's
 * type-checks but fails the build, which finds no such export.
 */
declare module 'virtual:owner-words-of/*' {
  const groups: {
    readonly [Group in keyof import('./content/types').Messages]-?: Readonly<
      Record<import('./i18n/locales').Locale, import('./content/types').Messages[Group]>
    >
  }
  export = groups
}

/** Every word in every language: the server's, the prerenderer's and the tests'. */
declare module 'virtual:owner-word-chunks' {
  /** Each language's page words, a chunk of its own. */
  const chunks: Readonly<
    Record<
      import('./i18n/locales').Locale,
      () => Promise<{ default: import('./content/types').PageMessages }>
    >
  >
  export default chunks
}

declare module 'virtual:owner-words' {
  const words: Record<import('./i18n/locales').Locale, import('./content/types').Messages>
  export default words
}
