/**
 * Every word of the site in one language, in the same shape for each: the owner's `<tag>.yml`
 * over the engine's words in that language, which the owner's file may leave out.
 * `{name}` and `{email}` stand for the owner's, from `profile.json`, filled in at build.
 * What the words must name (each skill group, offer, shown section…) is checked against the
 * other files by the content check; this is the shape alone.
 */
import * as v from 'valibot'
import type { PageWord } from '../word-groups'
import { SECTION_IDS, SOCIAL_IDS } from '../ids.ts'
import { described, text } from './text.ts'

const words = <const Keys extends string>(keys: readonly Keys[]) =>
  v.strictObject(Object.fromEntries(keys.map((key) => [key, text])) as Record<Keys, typeof text>)

const fieldWords = v.strictObject({
  label: text,
  placeholder: text,
  required: described(
    'Shown when the field is empty or invalid, before any hint on how to fix it.',
  ),
})

const legalText = v.strictObject({
  title: text,
  description: described("The page's meta description while its dialog is open, e.g. on /imprint."),
  paragraphs: v.array(text, 'must be a list of paragraphs'),
})

/** One offer's words: the offer of `services` in `clients.yml` with the same id. */
const serviceWordsShape = v.strictObject({
  title: text,
  summary: text,
  included: v.pipe(
    v.array(text, 'must be a list of short lines'),
    v.minLength(1, 'must list what the offer includes, a short line each'),
  ),
  duration: v.optional(described('The typical duration, e.g. "4 to 8 weeks".')),
})

const quoteShape = v.strictObject({ text, caption: text })

/** Each language's name in the words' own language, by its tag. */
const languageNames = v.pipe(
  v.record(
    v.string(),
    text,
    'must name each language in this one, e.g. { es: Spanish, en: English }',
  ),
  v.description(
    "Each language's name in this one, by its tag: { es: Spanish, en: English }. It marks a project or an article written in another language only; a language left out is named as the visitor's browser names it.",
  ),
)

/** Optional per section: only the sections `site.yml` shows need a name. */
const sectionNames = v.strictObject(
  Object.fromEntries(SECTION_IDS.map((id) => [id, v.optional(text)])) as Record<
    (typeof SECTION_IDS)[number],
    v.OptionalSchema<typeof text, undefined>
  >,
)

/** The landing page's words. */
const messagesEntries = {
  meta: words(['title', 'description', 'ogImageAlt']),
  skipLink: text,
  loading: text,
  nav: v.strictObject({
    label: text,
    // No longer shown: one navigation serves every width, named by `label`. Older files keep it.
    compactLabel: v.optional(text),
    sections: sectionNames,
  }),
  language: v.strictObject({
    toggleLabel: text,
    // No longer shown: the switch names each language by its code. Older files keep them.
    current: v.optional(text),
    other: v.optional(text),
    names: v.optional(languageNames),
  }),
  theme: words(['toggleLabel']),
  floatingMenu: words(['label', 'open']),
  social: words(SOCIAL_IDS),
  documents: v.strictObject({
    downloadCv: text,
    cvFormat: described("After the CV link; {size} is the PDF's, e.g. 84 KB."),
    contactCard: text,
    contactCardLabel: text,
  }),
  hero: words([
    'greeting',
    'subtitle',
    'description',
    'contactCta',
    'projectsCta',
    'pictureAlt',
    'socialRailLabel',
  ]),
  availability: v.optional(
    v.strictObject({
      now: text,
      from: described('{date} is the date written in this language.'),
      booked: text,
      note: v.optional(described('An optional short line after the availability.')),
    }),
  ),
  services: v.optional(
    v.strictObject({
      tag: text,
      title: text,
      description: text,
      priceFrom: described("{price} is the amount in the page's language and currency."),
      per: words(['project', 'day', 'hour']),
      included: text,
      duration: text,
      ask: described('The button that opens the contact form with the offer chosen.'),
      offers: v.pipe(
        v.record(v.string(), serviceWordsShape),
        v.description('Each offer of clients.yml, by its id.'),
      ),
    }),
  ),
  testimonials: v.optional(words(['tag', 'title', 'caseStudy'])),
  quotes: v.pipe(
    v.array(quoteShape, 'must be a list of { text, caption }'),
    v.description(
      'One per "quote" in "sections" of site.yml, in order; lines beyond the banners shown are ignored.',
    ),
  ),
  skills: v.strictObject({
    tag: text,
    title: text,
    description: text,
    groups: v.pipe(
      v.record(v.string(), text),
      v.description('The name of each skill group of site.yml, by its id.'),
    ),
  }),
  projects: v.strictObject({
    tag: text,
    title: text,
    technologies: text,
    repository: text,
    liveDemo: text,
    clientWork: v.optional(
      described(
        'Optional: a short note on a project without a public repository (client work), shown where its link would be.',
      ),
    ),
    demoStarting: text,
    opensInNewTab: text,
    carousel: words(['label', 'slide', 'goTo', 'previous', 'next', 'pause', 'play']),
    readCaseStudy: described('The link from a card to its case study.'),
    onlyIn: v.optional(
      described(
        'Marks a project not written in this language, listed in one it is; {language} is filled in.',
      ),
    ),
    allProjects: text,
  }),
  /** Needed when `sections` shows `about-me`, ignored when not. */
  about: v.optional(
    v.strictObject({
      tag: text,
      title: text,
      paragraphs: v.pipe(
        v.record(v.string(), v.strictObject({ title: text, description: text })),
        v.description('Each about card of site.yml, by its id.'),
      ),
    }),
  ),
  contact: v.strictObject({
    tag: text,
    title: text,
    description: text,
    fields: v.strictObject({
      name: fieldWords,
      email: fieldWords,
      subject: fieldWords,
      message: fieldWords,
    }),
    tooShort: text,
    tooLong: text,
    invalidEmail: text,
    consent: text,
    consentRequired: text,
    privacyNote: words(['before', 'link', 'after']),
    send: text,
    sending: text,
    sent: text,
    failed: text,
    rateLimited: text,
    previewLabel: text,
    brief: v.optional(
      v.strictObject({
        service: text,
        budget: text,
        timeline: text,
        none: described('The choice of not saying.'),
        budgets: v.record(v.string(), text),
        timelines: v.record(v.string(), text),
      }),
    ),
    bookCall: v.optional(described('The link to "booking" of clients.yml.')),
    answer: words(['title', 'invalid', 'tooLarge', 'back']),
  }),
  footer: words(['copyright', 'legal']),
  legal: v.strictObject({ imprint: legalText, privacy: legalText, close: text }),
  notFound: words(['title', 'message', 'backHome']),
  toast: words(['close']),
  /** The labels of the e-mail a message reaches the owner in, in the owner's language. */
  mail: words(['name', 'email', 'language', 'received', 'reference']),
}

/** The case studies' and the projects index's words, under `projectPages`. */
const projectPagesShape = v.strictObject({
  caseStudy: v.strictObject({
    metaTitle: described('{title} and {name} are filled in.'),
    ogImageAlt: text,
    label: text,
    backToProjects: text,
    facts: words(['year', 'role', 'duration', 'team', 'outcome']),
    stack: text,
    elsewhere: text,
    previous: text,
    next: text,
  }),
  projectsIndex: v.strictObject({
    metaTitle: text,
    description: text,
    title: text,
    filterLabel: text,
    count: described('{shown} of {total}.'),
    clear: text,
    empty: text,
  }),
})

/**
 * The articles' words, under `blog`: the landing page's section, the index and each article's
 * page. Needed once there are articles in `posts/` or `sections` shows `blog`.
 */
const blogShape = v.strictObject({
  tag: text,
  title: described("The landing section's heading and the articles index's."),
  description: described("The articles index's introduction and its meta description."),
  metaTitle: described("The index's title in the browser's tab; {name} is filled in."),
  articleMetaTitle: described(
    "An article's title in the browser's tab; {title} and {name} are filled in.",
  ),
  allArticles: described('The link from the landing section to the index.'),
  filterLabel: text,
  allTags: described('The filter choice that shows every article.'),
  count: described('{shown} of {total}.'),
  empty: text,
  readingTime: described('{minutes} is filled in, e.g. "{minutes} min read".'),
  published: described('{date} is the date written in this language.'),
  updated: described('{date} is the date written in this language.'),
  onlyIn: described(
    'Marks an article written in another language only; {language} is filled in from language.names.',
  ),
  languageNames: v.optional(
    v.pipe(
      languageNames,
      v.description(
        'Read where language.names leaves a language out: the older place of those names.',
      ),
    ),
  ),
  backToArticles: text,
  elsewhere: described('The name of the links to the previous and the next article.'),
  previous: text,
  next: text,
  projectsNamed: described('The heading of the list of projects an article links to.'),
  tags: described("The name of the list of an article's topics."),
  feed: described("The link to the RSS feed of this language's articles."),
  feedTitle: described("The feed's title in a feed reader; {name} is filled in."),
  ogImageAlt: described('{title} and {name} are filled in.'),
  draft: described('Marks a draft, which only the dev server shows.'),
})

/** The CV's headings and labels, under `cv` (the PDF only; the page never loads them). */
const cvWordsShape = v.strictObject({
  ...words([
    'profile',
    'skills',
    'experience',
    'projects',
    'education',
    'languages',
    'certifications',
    'caseStudy',
    'repository',
  ]).entries,
  title: described("The PDF's title; {name} is filled in."),
  subject: described("The PDF's subject; {role} is filled in."),
  present: described('The end of a job held now.'),
  updated: described('{date} is filled in.'),
})

/**
 * The words of this language's addresses, under `paths`: `/en/projects/`, `/en/blog/`. The
 * content check holds each to a lowercase slug, as a project's folder is, and keeps it from
 * another page's address.
 */
const pathWordsShape = v.strictObject({
  projects: described('The projects index and each case study live under it: /en/projects/.'),
  articles: described('The articles index and each article live under it: /en/blog/.'),
})

/** A whole language file. */
export const languageFileShape = v.strictObject(
  {
    ...messagesEntries,
    projectPages: projectPagesShape,
    blog: v.optional(blogShape),
    cv: cvWordsShape,
    paths: pathWordsShape,
  },
  'must be the words of one language, starting with "meta:"',
)

export type Messages = v.InferOutput<v.StrictObjectSchema<typeof messagesEntries, undefined>>
/** The words a page loads with its code: all but the groups that come with their parts. */
export type PageMessages = Pick<Messages, PageWord>
export type ProjectPagesMessages = v.InferOutput<typeof projectPagesShape>
export type BlogMessages = v.InferOutput<typeof blogShape>
export type CvDocumentMessages = v.InferOutput<typeof cvWordsShape>
export type ServiceWords = v.InferOutput<typeof serviceWordsShape>
export type FieldWords = v.InferOutput<typeof fieldWords>
export type LanguageFile = v.InferOutput<typeof languageFileShape>
