/**
 * The shape of everything the owner edits. `es.ts` and `en.ts` are checked against
 * `Messages`, so a text missing in one language fails the type-check.
 */
import type { SECTION_IDS, SOCIAL_IDS } from './ids'
import type { aboutParagraphs, skillGroups } from './site'
import type { TechnologyId } from './technologies'

export type SectionId = (typeof SECTION_IDS)[number]
/** An entry of `sections` in `site.ts`: a section, or a quote banner between two. */
export type LandingSection = SectionId | 'quote'
/** The owner's skill groups' ids, from `site.ts`. */
export type SkillGroupId = (typeof skillGroups)[number]['id']
/** The owner's about cards' ids, from `site.ts`. */
export type AboutId = (typeof aboutParagraphs)[number]['id']
export type SocialId = (typeof SOCIAL_IDS)[number]

/** One line between sections: the words, and who said them or what they are about. */
export interface Quote {
  text: string
  caption: string
}

/** An icon from the bundled sets, by its Iconify name, e.g. `simple-icons:react`. */
export type IconName = `${'simple-icons' | 'devicon-plain' | 'lucide'}:${string}`

/** A colour for both themes, or one that reads on both. */
export type ThemedColor = string | { light: string; dark: string }

export interface Technology {
  name: string
  icon: IconName
  color: ThemedColor
}

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
 * One project of `src/content/projects/<slug>/`, as `virtual:projects` hands it to the page:
 * facts once, words per language (`L`, the locales). Code uses it as `Project`.
 */
export interface ProjectEntry<L extends string> {
  slug: string
  order: number
  year: number
  /** The card picture, by its path under `src/content/`, e.g. `projects/crm/cover.png`. */
  image: string
  repository: string
  /** Projects with a live demo get a `Live demo` button. */
  demo?: string
  technologies: readonly TechnologyId[]
  /** The card's own colours: `main` background, `second` its gradient end, `ink` its text. */
  colors: { main: string; second: string; ink: string }
  words: Record<L, ProjectWords>
}

export interface SocialLink {
  id: SocialId
  href: string
  icon: IconName
}

export interface LegalText {
  title: string
  /** The page's meta description while its dialog is open, e.g. on `/imprint`. */
  description: string
  paragraphs: readonly string[]
}

export interface FieldWords {
  label: string
  placeholder: string
  /** Shown when the field is empty or invalid, before any hint on how to fix it. */
  required: string
}

/**
 * Every visible string of the page, per language. `{name}` and `{email}` stand for the
 * owner's, from `profile.json`, filled in once when the words are loaded.
 */
export interface Messages {
  meta: { title: string; description: string; ogImageAlt: string }
  skipLink: string
  loading: string
  nav: {
    label: string
    compactLabel: string
    sections: Record<SectionId, string>
  }
  language: { toggleLabel: string; current: string; other: string }
  theme: { toggleLabel: string }
  floatingMenu: { label: string; open: string }
  social: Record<SocialId, string>
  /** The CV and contact card links; `{size}` is the PDF's, e.g. `84 KB`. */
  documents: { downloadCv: string; cvFormat: string; contactCard: string; contactCardLabel: string }
  hero: {
    greeting: string
    subtitle: string
    description: string
    contactCta: string
    projectsCta: string
    pictureAlt: string
    socialRailLabel: string
  }
  /** The quote banners' lines, one per `quote` in `sections` of `site.ts`, in order. */
  quotes: readonly [] | readonly [Quote] | readonly [Quote, Quote]
  skills: {
    tag: string
    title: string
    description: string
    groups: Record<SkillGroupId, string>
  }
  projects: {
    tag: string
    title: string
    technologies: string
    repository: string
    liveDemo: string
    demoStarting: string
    opensInNewTab: string
    carousel: {
      label: string
      slide: string
      goTo: string
      previous: string
      next: string
      pause: string
      play: string
    }
    /** The link from a card to its case study. */
    readCaseStudy: string
    allProjects: string
  }
  about: {
    tag: string
    title: string
    paragraphs: Record<AboutId, { title: string; description: string }>
  }
  contact: {
    tag: string
    title: string
    description: string
    fields: { name: FieldWords; email: FieldWords; subject: FieldWords; message: FieldWords }
    tooShort: string
    tooLong: string
    invalidEmail: string
    consent: string
    consentRequired: string
    privacyNote: { before: string; link: string; after: string }
    send: string
    sending: string
    sent: string
    failed: string
    rateLimited: string
    previewLabel: string
    /** The page the server answers when the form was sent without the page's code. */
    answer: { title: string; invalid: string; tooLarge: string; back: string }
  }
  footer: { copyright: string; legal: string }
  legal: { imprint: LegalText; privacy: LegalText; close: string }
  notFound: { title: string; message: string; backHome: string }
  toast: { close: string }
}

/**
 * The words of the case studies and the projects index, per language (`es-project-pages.ts`,
 * `en-project-pages.ts`): only those pages load them.
 */
export interface ProjectPagesMessages {
  caseStudy: {
    /** `{title}` and `{name}` are filled in. */
    metaTitle: string
    ogImageAlt: string
    label: string
    backToProjects: string
    facts: { year: string; role: string; duration: string; team: string; outcome: string }
    stack: string
    elsewhere: string
    previous: string
    next: string
  }
  projectsIndex: {
    metaTitle: string
    description: string
    title: string
    filterLabel: string
    /** `{shown}` of `{total}`. */
    count: string
    clear: string
    empty: string
  }
}

/** The CV's headings and labels, per language (`es-cv.ts`, `en-cv.ts`): used at build only. */
export interface CvDocumentMessages {
  /** `{name}` is filled in; the PDF's title. */
  title: string
  /** `{role}` is filled in; the PDF's subject. */
  subject: string
  profile: string
  skills: string
  experience: string
  projects: string
  education: string
  languages: string
  certifications: string
  caseStudy: string
  repository: string
  /** The end of a job held now. */
  present: string
  /** `{date}` is filled in. */
  updated: string
}

/**
 * A font family: a Fontsource package by its id (`'inter'` for `@fontsource/inter`, installed
 * with `npm install --save-dev @fontsource/inter`), or files of your own: a folder under
 * `src/content/` holding one `<weight>.woff2` per weight, e.g. `fonts/brand/400.woff2`.
 */
export type LookFont = string | { family: string; dir: string }

/** The owner's look, checked at build by `scripts/look/` (contrast included). */
export interface Look {
  /** The accent per theme, `#rrggbb`: brackets, links, buttons, focus rings, icons. */
  accent: { light: string; dark: string }
  /**
   * Optional: the shade for small text and button backgrounds per theme, when the one derived
   * from the accent is not to your taste. It must read at 4.5:1 on the theme's backgrounds.
   */
  strong?: { light?: string; dark?: string }
  /** The text's family (weights 400, 600, 700) and the code touches' (400, 700). */
  fonts: { sans: LookFont; mono: LookFont }
}
