/**
 * The shape of everything the owner edits. `es.ts` and `en.ts` are checked against
 * `Messages`, so a text missing in one language fails the type-check.
 */
import type { SECTION_IDS, SOCIAL_IDS } from './ids'
import type { brief, services, testimonials } from './clients'
import type { aboutParagraphs, sections, skillGroups } from './site'
import type { TechnologyId } from './technologies'

export type SectionId = (typeof SECTION_IDS)[number]
/** The sections `site.ts` shows: the navigation and its words name only these. */
export type ShownSectionId = Exclude<(typeof sections)[number], 'quote'>
/** An entry of `sections` in `site.ts`: a section, or a quote banner between two. */
export type LandingSection = SectionId | 'quote'
/**
 * Each shown section's icon in the phone's bottom navigation bar; a hidden section's may stay,
 * unused, so that hiding a section is one edit of `sections`.
 */
export type SectionIcons = Record<ShownSectionId, IconName> & Partial<Record<SectionId, IconName>>
/** The owner's skill groups' ids, from `site.ts`. */
export type SkillGroupId = (typeof skillGroups)[number]['id']
/** The owner's about cards' ids, from `site.ts`. */
export type AboutId = (typeof aboutParagraphs)[number]['id']
export type SocialId = (typeof SOCIAL_IDS)[number]
/** The owner's offers' ids, from `clients.ts`. */
export type ServiceId = (typeof services)[number]['id']
/** The ids of the brief's budget ranges and timelines, from `clients.ts`. */
export type BudgetId = (typeof brief.budgets)[number]
export type TimelineId = (typeof brief.timelines)[number]
export type TestimonialId = (typeof testimonials)[number]['id']

/** What an offer's price is counted by. */
export type PriceUnit = 'project' | 'day' | 'hour'

/** One offer's words in one language. */
export interface ServiceWords {
  title: string
  summary: string
  /** What the offer includes, a short line each. */
  included: readonly string[]
  /** The typical duration, e.g. `4 to 8 weeks`; optional. */
  duration?: string
}

/** A text in each language, or one text in the language it was written in. */
export type Localized = string | { es: string; en: string }

/**
 * Where the owner is: free now, free from a date (`YYYY-MM-DD`; once past, it reads as now),
 * or fully booked.
 */
export type Availability =
  { status: 'now' } | { status: 'from'; date: string } | { status: 'booked' }

/** An offer of `services` in `clients.ts`; its words are in `services.offers` of es.ts/en.ts. */
export interface Service {
  id: string
  icon: IconName
  /** The price "from", in whole units of an ISO 4217 currency (`EUR`, `USD`…), per project, day or hour. */
  price?: { from: number; currency: string; per: PriceUnit }
}

/**
 * Someone's words about the owner's work, shown only with their recorded consent. `quote`
 * holds each language, or only the one it was said in (`{ en: '…' }`), shown as such.
 */
export interface Testimonial {
  id: string
  name: string
  role: Localized
  company?: string
  /** A square picture under `src/content/`, e.g. `images/ana.jpg`; optional. */
  picture?: string
  /** A project's folder name: the quote also appears on its case study, and links to it. */
  project?: string
  quote: { es: string; en?: string } | { es?: string; en: string }
  /** When and how the person agreed to be quoted here, e.g. `{ date: '2026-10-02', how: 'by e-mail' }`. */
  consent: { date: string; how: string }
}

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
  /** Where the code is public; client work often has none. */
  repository?: string
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
    /**
     * The label of each section `site.ts` shows; a hidden section's may stay, unused, so that
     * hiding a section is one edit of `sections`.
     */
    sections: Record<ShownSectionId, string> & Partial<Record<SectionId, string>>
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
  /**
   * The hero's availability (`availability` in `clients.ts`); `{date}` is the date written in
   * this language. `note` is an optional short line after it.
   */
  availability?: { now: string; from: string; booked: string; note?: string }
  /** The services section and each offer of `services` in `clients.ts`, by its id. */
  services?: {
    tag: string
    title: string
    description: string
    /** `{price}` is the amount in the page's language and currency, e.g. `4.500 €`. */
    priceFrom: string
    per: Record<PriceUnit, string>
    included: string
    duration: string
    /** The button that opens the contact form with the offer chosen. */
    ask: string
    offers: Record<ServiceId, ServiceWords>
  }
  /**
   * The testimonials section; the quotes themselves are in `clients.ts`. Needed when
   * `sections` shows `testimonials`, unused when not.
   */
  testimonials?: { tag: string; title: string; caseStudy: string }
  /**
   * The quote banners' lines, one per `quote` in `sections` of `site.ts`, in order; lines
   * beyond the banners shown are unused.
   */
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
    /**
     * Optional: a short note on a project without a public repository (client work), shown
     * where the repository's link would be.
     */
    clientWork?: string
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
  /** The about section's words: needed when `sections` shows `about-me`, unused when not. */
  about?: {
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
    /**
     * The brief's choices (`services` and `brief` in `clients.ts`), each optional for the
     * visitor; `none` is the choice of not saying.
     */
    brief?: {
      service: string
      budget: string
      timeline: string
      none: string
      budgets: Record<BudgetId, string>
      timelines: Record<TimelineId, string>
    }
    /** The link to `booking` of `clients.ts`, beside the form and the services. */
    bookCall?: string
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
  /**
   * Optional: the colour per theme of the lines between sections, the glow under the projects
   * and the case studies' rules; without it, a calm shade of the accent's hue. It must show
   * at 1.5:1 on the theme's backgrounds.
   */
  divider?: { light?: string; dark?: string }
  /** The text's family (weights 400, 600, 700) and the code touches' (400, 700). */
  fonts: { sans: LookFont; mono: LookFont }
}
