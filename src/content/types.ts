/**
 * The shape of everything the owner edits. `es.ts` and `en.ts` are checked against
 * `Messages`, so a text missing in one language fails the type-check.
 */
import type { ABOUT_IDS, PROJECT_IDS, SECTION_IDS, SKILL_GROUP_IDS, SOCIAL_IDS } from './ids'

export type SectionId = (typeof SECTION_IDS)[number]
export type ProjectId = (typeof PROJECT_IDS)[number]
export type SkillGroupId = (typeof SKILL_GROUP_IDS)[number]
export type AboutId = (typeof ABOUT_IDS)[number]
export type SocialId = (typeof SOCIAL_IDS)[number]

/** An icon from the bundled sets, by its Iconify name, e.g. `simple-icons:react`. */
export type IconName = `${'simple-icons' | 'devicon-plain' | 'lucide'}:${string}`

/** A colour for both themes, or one that reads on both. */
export type ThemedColor = string | { light: string; dark: string }

export interface Technology {
  name: string
  icon: IconName
  color: ThemedColor
}

/** A source image in `src/content/images/`, by file name. */
export type ImageFile = `${string}.${'png' | 'jpg' | 'jpeg' | 'webp'}`

export interface ProjectFacts {
  id: ProjectId
  repository: string
  /** Projects with a live demo get a `Live demo` button. */
  demoUrl?: string
  image: ImageFile
  /** The card's own colours: `main` background, `second` its gradient end, `ink` its text. */
  colors: { main: string; second: string; ink: string }
  technologies: readonly string[]
}

export interface SocialLink {
  id: SocialId
  href: string
  icon: IconName
}

export interface LegalText {
  title: string
  paragraphs: readonly string[]
}

export interface FieldWords {
  label: string
  placeholder: string
  /** Shown when the field is empty or invalid (SPEC.md section 5). */
  required: string
}

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
  hero: {
    greeting: string
    name: string
    subtitle: string
    description: string
    contactCta: string
    projectsCta: string
    pictureAlt: string
    socialRailLabel: string
  }
  quotes: readonly [{ text: string; caption: string }, { text: string; caption: string }]
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
    items: Record<ProjectId, { title: string; description: string; imageAlt: string }>
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
  }
  footer: { copyright: string; legal: string }
  legal: { imprint: LegalText; privacy: LegalText; close: string }
  notFound: { title: string; message: string; backHome: string }
  toast: { close: string }
}
