import documents from 'virtual:documents'
import lookFonts from 'virtual:look-fonts'
import images from 'virtual:responsive-images'
import posts from 'virtual:posts'
import { hasArticles, landingSections, owner, socialLinks } from '../content'
import { existsIn } from '../i18n/page-exists'
import { shownWords } from '../content/project-language'
import { services } from '../content/client-facts'
import { technology } from '../content/technologies'
import { projects } from '../content/projects'
import { DEFAULT_LOCALE, LOCALES, ofLocale, type Locale } from '../i18n/locales'
import { wordsIn } from '../content/words'
import { PROJECT_PAGES_MESSAGES } from '../i18n/project-pages-messages'
import { BLOG_MESSAGES, blogMessages } from '../i18n/blog-messages'
import {
  blogPath,
  feedPath,
  pathOf,
  postPath,
  projectPath,
  routeInLocale,
  type Route,
} from '../i18n/routes'
import { MAIN_ID } from '../layout/main-id'
import { legalPageMeta } from '../layout/legal-meta'
import { escapeHtml } from '../lib/escape-html'
import { NOT_A_PAGE_TAG } from '../lib/page-markers'
import { format } from '../lib/format'
import { PICTURE_SIZES, PORTRAIT_ID } from '../sections/hero/picture-sizes'
import { COVER_SIZES } from './case-study/cover-sizes'
import { ICON_PATHS, OG_IMAGE_SIZE, THEME_COLORS, ogImagePath, postOgImagePath } from './seo-paths'
import { ARTICLE_COVER_SIZES } from './blog/cover-sizes'
import { indexEntries } from '../sections/blog/post-lists'
import {
  blogJsonLd,
  blogPostingJsonLd,
  caseStudyJsonLd,
  collectionJsonLd,
  jsonLdScript,
  legalPageJsonLd,
  profilePageJsonLd,
  type ProfileFacts,
} from './structured-data'

/** Open Graph's `language_TERRITORY`: the region the sites' Spanish and English always named, else the tag's own. */
const OG_LOCALE: Readonly<Partial<Record<Locale, string>>> = { es: 'es_ES', en: 'en_US' }
const ogLocale = (locale: Locale) => OG_LOCALE[locale] ?? locale.replace('-', '_')

/**
 * The face of the name, the first screen's largest text. Pages with a first-screen picture do
 * not preload the body face: the inline first-screen CSS lets the browser find it as early, and
 * on slow 4G every preload shares the bandwidth the picture (the LCP) needs. The projects index,
 * which has none, does.
 */
const PRELOADED_FONTS = [lookFonts.bold]

function fontPreload(href: string): string {
  return `<link rel="preload" href="${href}" as="font" type="font/woff2" crossorigin>`
}

/** The first screen's picture in the first format every supporting browser takes, found before any CSS. */
function picturePreload(name: string, sizes: string): string[] {
  const source = images[name]?.sources[0]
  if (!source) return []
  return [
    `<link rel="preload" as="image" type="${source.type}" imagesrcset="${source.srcset}" imagesizes="${sizes}" fetchpriority="high">`,
  ]
}

/**
 * Holds the first paint until the parser has read the element with this id. On a phone the
 * hero shows its portrait above its text, though the text comes first in the HTML (the order
 * it is read in): a paint while the parser waits between the two would show the text at the
 * top, then push it 15 rem down when the portrait arrives. Engines without `rel=expect` ignore it.
 */
function firstPaintWaitsFor(id: string): string {
  return `<link rel="expect" href="#${id}" blocking="render">`
}

/**
 * The navigation is a row whose later items (the language switch) place the earlier ones: a
 * paint while the parser waits inside it would show its links at the far end, then move them.
 * So the paint waits for <main>, which follows it: Chromium ends the hold at the element's start
 * tag (e2e/first-paint.spec.ts), and the navigation's own id would end it at the nav's. The
 * landing page's portrait comes after both, so only the other pages need this.
 */
const FIRST_PAINT_WAITS_FOR_NAV = firstPaintWaitsFor(MAIN_ID)

/** Tags every page carries, the 404 included: fonts, icons, manifest, browser colours. */
function commonTags(): string[] {
  return [
    ...PRELOADED_FONTS.map(fontPreload),
    `<meta name="theme-color" content="${THEME_COLORS.light}" media="(prefers-color-scheme: light)">`,
    `<meta name="theme-color" content="${THEME_COLORS.dark}" media="(prefers-color-scheme: dark)">`,
    `<link rel="icon" href="${ICON_PATHS.ico}" sizes="32x32">`,
    `<link rel="icon" href="${ICON_PATHS.svg}" type="image/svg+xml">`,
    `<link rel="apple-touch-icon" href="${ICON_PATHS.appleTouch}">`,
    `<link rel="manifest" href="${ICON_PATHS.manifest}">`,
  ]
}

interface PageMeta {
  title: string
  description: string
  ogType: 'profile' | 'article' | 'website'
  ogImage: { path: string; alt: string }
  preload: string[]
  jsonLd: Record<string, unknown>
}

type ShownRoute = Exclude<Route, { kind: 'not-found' }>
type PageRoute = Extract<Route, { kind: 'page' }>
type ProjectRoute = Extract<Route, { kind: 'project' }>
type PostRoute = Extract<Route, { kind: 'post' }>

/** The owner as every page's structured data names them, with the CV in the page's language. */
function profileFacts(locale: Locale, siteUrl: string): ProfileFacts {
  const picture = images[owner.picture]
  return {
    name: owner.name,
    email: owner.email,
    siteUrl,
    imageUrl: new URL(picture?.fallback.src ?? ogImagePath(locale), siteUrl).href,
    sameAs: socialLinks.map((link) => link.href).filter((href) => href.startsWith('https:')),
    // The page's own language only: every byte of the landing page's HTML counts.
    cv: {
      url: new URL(ofLocale(documents.cv, locale).href, siteUrl).href,
      language: locale,
      name: `${owner.name} · CV`,
    },
  }
}

/** What a page's own meta is made from. */
interface MetaContext {
  profile: ProfileFacts
  pageUrl: string
  siteUrl: string
}

/** The landing page, or a legal page over it. */
function landingMeta(route: PageRoute, { profile, pageUrl }: MetaContext): PageMeta {
  const t = wordsIn(route.locale)
  const legal = route.page === 'home' ? undefined : legalPageMeta(t.meta, t.legal, route.page)
  return {
    ...(legal ?? { title: t.meta.title, description: t.meta.description }),
    ogType: legal ? 'website' : 'profile',
    ogImage: { path: ogImagePath(route.locale), alt: t.meta.ogImageAlt },
    preload: [
      ...picturePreload(owner.picture, PICTURE_SIZES),
      // A legal page opens on its text, paragraphs of the body face: set in the fallback first,
      // they could break into other lines when the face arrives and move the text below.
      ...(route.page === 'home' ? [] : [fontPreload(lookFonts.regular)]),
      firstPaintWaitsFor(PORTRAIT_ID),
    ],
    jsonLd: legal
      ? legalPageJsonLd(profile, { url: pageUrl, language: route.locale, ...legal })
      : profilePageJsonLd(
          t,
          profile,
          { url: pageUrl, language: route.locale },
          landingSections.includes('services') ? services : [],
        ),
  }
}

function projectsIndexMeta(locale: Locale, { profile, pageUrl, siteUrl }: MetaContext): PageMeta {
  const t = wordsIn(locale)
  const pt = ofLocale(PROJECT_PAGES_MESSAGES, locale)
  const title = format(pt.projectsIndex.metaTitle, { name: owner.name })
  const description = pt.projectsIndex.description
  const parts = projects.map((project) => {
    const shown = shownWords(project, locale)
    return {
      name: shown.words.title,
      url: new URL(projectPath(shown.locale, project.slug), siteUrl).href,
    }
  })
  return {
    title,
    description,
    ogType: 'website',
    ogImage: { path: ogImagePath(locale), alt: t.meta.ogImageAlt },
    // No picture to share the bandwidth with, and the filter's chips on the first screen
    // are body text: fallback glyphs, a few pixels wider, would move them as the face swaps in.
    preload: [fontPreload(lookFonts.regular), FIRST_PAINT_WAITS_FOR_NAV],
    jsonLd: collectionJsonLd(
      t,
      profile,
      { url: pageUrl, language: locale, title, description },
      parts,
    ),
  }
}

function caseStudyMeta(route: ProjectRoute, { profile, pageUrl, siteUrl }: MetaContext): PageMeta {
  const t = wordsIn(route.locale)
  const pt = ofLocale(PROJECT_PAGES_MESSAGES, route.locale)
  const project = projects.find((candidate) => candidate.slug === route.slug)
  if (!project) throw new Error(`There is no project "${route.slug}" to prerender`)
  const words = ofLocale(project.words, route.locale)
  const title = format(pt.caseStudy.metaTitle, { title: words.title, name: owner.name })
  const ogImage = ogImagePath(route.locale, project.slug)
  return {
    title,
    description: words.summary,
    ogType: 'article',
    ogImage: {
      path: ogImage,
      alt: format(pt.caseStudy.ogImageAlt, { title: words.title, name: owner.name }),
    },
    preload: [...picturePreload(project.image, COVER_SIZES), FIRST_PAINT_WAITS_FOR_NAV],
    jsonLd: caseStudyJsonLd(
      t,
      profile,
      {
        repository: project.repository,
        year: project.year,
        technologies: project.technologies.map((id) => technology(id).name),
      },
      {
        url: pageUrl,
        language: route.locale,
        title: words.title,
        description: words.summary,
        imageUrl: new URL(ogImage, siteUrl).href,
      },
    ),
  }
}

function blogMeta(locale: Locale, { profile, pageUrl, siteUrl }: MetaContext): PageMeta {
  const t = wordsIn(locale)
  const blog = blogMessages(locale)
  const title = format(blog.metaTitle, { name: owner.name })
  return {
    title,
    description: blog.description,
    ogType: 'website',
    ogImage: { path: ogImagePath(locale), alt: t.meta.ogImageAlt },
    // As the projects index: no picture, and the topic links on the first screen are body text.
    preload: [fontPreload(lookFonts.regular), FIRST_PAINT_WAITS_FOR_NAV],
    jsonLd: blogJsonLd(
      t,
      profile,
      { url: pageUrl, language: locale, title, description: blog.description },
      indexEntries(posts, locale).map((post) => ({
        headline: post.title,
        url: new URL(postPath(post.locale, post.slug), siteUrl).href,
        datePublished: post.date,
      })),
    ),
  }
}

function articleMeta(route: PostRoute, { profile, pageUrl, siteUrl }: MetaContext): PageMeta {
  const t = wordsIn(route.locale)
  const blog = blogMessages(route.locale)
  const post = posts.find((entry) => entry.slug === route.slug && entry.locale === route.locale)
  if (!post) throw new Error(`There is no article "${route.slug}" in ${route.locale} to prerender`)
  const ogImage = postOgImagePath(route.locale, post.slug)
  const cover = post.cover?.picture.sources[0]
  return {
    title: format(blog.articleMetaTitle, { title: post.title, name: owner.name }),
    description: post.summary,
    ogType: 'article',
    ogImage: {
      path: ogImage,
      alt: format(blog.ogImageAlt, { title: post.title, name: owner.name }),
    },
    // The body face even beside a cover: the summary above the cover is lines of it, which,
    // set in the fallback first, can break into one line fewer and move the cover down when
    // the face arrives (a shift of 0.017 on a phone, where the cover is the LCP).
    preload: [
      ...(cover
        ? [
            `<link rel="preload" as="image" type="${cover.type}" imagesrcset="${cover.srcset}" imagesizes="${ARTICLE_COVER_SIZES}" fetchpriority="high">`,
          ]
        : []),
      fontPreload(lookFonts.regular),
      FIRST_PAINT_WAITS_FOR_NAV,
    ],
    jsonLd: blogPostingJsonLd(
      t,
      profile,
      {
        date: post.date,
        updated: post.updated,
        tags: post.tags,
        blogUrl: new URL(blogPath(route.locale), siteUrl).href,
      },
      {
        url: pageUrl,
        language: route.locale,
        title: post.title,
        description: post.summary,
        imageUrl: new URL(ogImage, siteUrl).href,
      },
    ),
  }
}

/** What differs between the landing page, a legal page, a case study and the projects index. */
function pageMeta(route: ShownRoute, siteUrl: string): PageMeta {
  const context: MetaContext = {
    profile: profileFacts(route.locale, siteUrl),
    pageUrl: new URL(pathOf(route), siteUrl).href,
    siteUrl,
  }
  switch (route.kind) {
    case 'page':
      return landingMeta(route, context)
    case 'projects':
      return projectsIndexMeta(route.locale, context)
    case 'project':
      return caseStudyMeta(route, context)
    case 'blog':
      return blogMeta(route.locale, context)
    case 'post':
      return articleMeta(route, context)
  }
}

/** Every page of a language with articles names its feed, for readers and browsers to find. */
function feedLink(locale: Locale): string[] {
  const blog = BLOG_MESSAGES[locale]
  if (!hasArticles(locale) || !blog) return []
  const title = escapeHtml(format(blog.feedTitle, { name: owner.name }))
  return [
    `<link rel="alternate" type="application/rss+xml" title="${title}" href="${feedPath(locale)}">`,
  ]
}

/** Title, description, canonical, hreflang, Open Graph and JSON-LD for one prerendered page. */
export function headTags(route: Route, siteUrl: string): string {
  const t = wordsIn(route.locale)
  if (route.kind === 'not-found') {
    return [
      `<title>${escapeHtml(`${t.notFound.title} · ${t.meta.title}`)}</title>`,
      `<meta name="description" content="${escapeHtml(t.meta.description)}">`,
      ...commonTags(),
      ...feedLink(route.locale),
      NOT_A_PAGE_TAG,
    ].join('\n    ')
  }
  const meta = pageMeta(route, siteUrl)
  const url = (locale: Locale) => new URL(pathOf(routeInLocale(route, locale)), siteUrl).href
  const ogImage = new URL(meta.ogImage.path, siteUrl).href
  // hreflang pairs pages that exist; a page in one language only has none to pair. x-default
  // is the first language's page, or the first that exists.
  const languages = LOCALES.filter((locale) => existsIn(route, locale))
  const fallback = languages.includes(DEFAULT_LOCALE) ? DEFAULT_LOCALE : languages[0]
  const alternates =
    languages.length > 1 && fallback
      ? [
          ...languages.map((l) => `<link rel="alternate" hreflang="${l}" href="${url(l)}">`),
          `<link rel="alternate" hreflang="x-default" href="${url(fallback)}">`,
        ]
      : []
  return [
    `<title>${escapeHtml(meta.title)}</title>`,
    `<meta name="description" content="${escapeHtml(meta.description)}">`,
    ...meta.preload,
    ...commonTags(),
    `<link rel="canonical" href="${url(route.locale)}">`,
    ...alternates,
    ...feedLink(route.locale),
    `<meta property="og:type" content="${meta.ogType}">`,
    `<meta property="og:url" content="${url(route.locale)}">`,
    `<meta property="og:site_name" content="${escapeHtml(owner.name)}">`,
    `<meta property="og:title" content="${escapeHtml(meta.title)}">`,
    `<meta property="og:description" content="${escapeHtml(meta.description)}">`,
    `<meta property="og:image" content="${ogImage}">`,
    `<meta property="og:image:type" content="image/png">`,
    `<meta property="og:image:width" content="${OG_IMAGE_SIZE.width}">`,
    `<meta property="og:image:height" content="${OG_IMAGE_SIZE.height}">`,
    `<meta property="og:image:alt" content="${escapeHtml(meta.ogImage.alt)}">`,
    `<meta property="og:locale" content="${ogLocale(route.locale)}">`,
    ...languages
      .filter((l) => l !== route.locale)
      .map((l) => `<meta property="og:locale:alternate" content="${ogLocale(l)}">`),
    `<meta name="twitter:card" content="summary_large_image">`,
    `<meta name="twitter:image" content="${ogImage}">`,
    `<meta name="twitter:image:alt" content="${escapeHtml(meta.ogImage.alt)}">`,
    jsonLdScript(meta.jsonLd),
  ].join('\n    ')
}
