// First: the modules below read the site's languages as they load.
import '../i18n/site-languages'
import { prerender } from 'react-dom/static'
import { SPANISH_ROOT_CLASS } from '../i18n/locales'
import type { Route } from '../i18n/routes'
import { textDirection, type TextDirection } from '../i18n/text-direction'
import { App } from './app'
import { headTags } from './head'
import { WORDS } from '../content/words'
import { provideMessages } from '../i18n/messages'

// Every page of every language is drawn here, each at once.
provideMessages(WORDS)

export interface PrerenderedPage {
  html: string
  head: string
  htmlAttributes: { lang: string; dir: TextDirection; class: string }
}

/** Renders one route to static HTML, waiting for every lazy section so no fallback ships. */
export async function render(route: Route, siteUrl: string): Promise<PrerenderedPage> {
  // React outlines Suspense boundaries above 12.8 kB behind inline `$RC` scripts; a static
  // page wants every section in place (and the CSP allows no such scripts).
  const { prelude } = await prerender(<App route={route} />, {
    progressiveChunkSize: Number.POSITIVE_INFINITY,
  })
  const html = await new Response(prelude).text()
  return {
    html,
    head: headTags(route, siteUrl),
    htmlAttributes: {
      lang: route.locale,
      dir: textDirection(route.locale),
      class: route.locale === 'es' ? SPANISH_ROOT_CLASS : '',
    },
  }
}

/** The owner's projects, as the page sees them: the prerenderer lists their pages and pictures. */
export { owner } from '../content'
export { projects } from '../content/projects'
/** The articles and their text: the prerenderer lists their pages, feeds and pictures. */
export { default as posts } from 'virtual:posts'
export { loadPostBody } from 'virtual:post-bodies'
// The build step after the prerender draws with the same words.
export const MESSAGES = WORDS
/** The site's languages, which the build step after the prerender writes each page in. */
export { LOCALES, PATH_WORDS } from '../i18n/locales'
export { PROJECT_PAGES_MESSAGES } from '../i18n/project-pages-messages'
export { BLOG_MESSAGES } from '../i18n/blog-messages'
