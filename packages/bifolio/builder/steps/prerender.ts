/**
 * Writes a static HTML file for every route (`prerenderedRoutes`) from the client build's
 * template and the SSR bundle, so each language's content is in the first response.
 */
import { readFileSync } from 'node:fs'
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises'
import { dirname, join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { projectPages } from '../../src/content/project-language'
import { fileOf, prerenderedRoutes, routeInLocale, type Route } from '../../src/i18n/routes'
import { LOCALES, setSiteLanguages } from '../../src/i18n/locales'
import { FIRST_SCREEN_END, hasMarker, LAZY_FALLBACK } from '../../src/lib/page-markers'
import type * as Prerender from '../../src/app/entry-prerender'
import { withPagePolicy } from '../../shared/content-security-policy.ts'
import { inlineCriticalCss } from './critical-css/critical-css.ts'
import { pageClasses } from './critical-css/page-classes.ts'
import { PAGE_KIND_WORDS_FILE, type PageKindWords } from '../plugins/page-kind-words.ts'
import { fillTemplate } from './fill-template.ts'
import { deferEntryScript } from './deferred-entry/deferred-entry.ts'
import { inlineScript } from '../plugins/inline-script.ts'
import { siteFactsOf, writeSiteFiles } from './site-files/write-site-files.ts'
import { buildPaths } from '../paths/build-dir.ts'
import { builtFile } from '../paths/built-file.ts'
import { enginePath } from '../paths/engine.ts'

/**
 * The page without the line breaks and indentation between the tags of its <head>: nothing
 * reads them, and the first answer's bytes decide whether the first paint waits for a second
 * round trip (each page's HTML and first-screen CSS keep under 14 KiB). The body keeps its
 * whitespace: in an article's code it is the text.
 */
function withoutHeadIndentation(html: string): string {
  const end = html.indexOf('</head>')
  return html.slice(0, end).replace(/>\s*\n\s*</g, '><') + html.slice(end)
}

/**
 * Every page of the site built in `buildDir` as HTML for `siteUrl`, then the files that
 * describe it (sitemap, share pictures, icons); returns what it did, a line each.
 */
export async function prerender({
  buildDir,
  contentDir,
  siteUrl,
}: {
  buildDir: string
  contentDir: string
  siteUrl: string
}): Promise<string[]> {
  const build = buildPaths(buildDir)
  const CLIENT_DIR = build.client
  const SSR_ENTRY = join(build.prerender, 'entry-prerender.js')
  const template = await readFile(join(CLIENT_DIR, 'index.html'), 'utf8')
  if (!template.includes('<!--app-html-->')) {
    throw new Error(`${CLIENT_DIR}/index.html is not the build template; run the build again`)
  }
  const ssr = (await import(pathToFileURL(SSR_ENTRY).href)) as typeof Prerender
  const { render, projects, posts } = ssr
  setSiteLanguages(ssr.LOCALES, ssr.PATH_WORDS)
  const entryLoader = await inlineScript(enginePath('src/app/entry-loader.ts'))
  const routes = prerenderedRoutes(
    projectPages(projects),
    posts.map((post) => ({ slug: post.slug, locale: post.locale })),
  )
  const rendered = new Map<string, { route: Route; html: string }>()
  for (const route of routes) {
    const file = fileOf(route)
    const page = await render(route, siteUrl)
    if (hasMarker(page.html, LAZY_FALLBACK)) {
      throw new Error(`${file} still shows a loading placeholder`)
    }
    if (route.kind === 'page' && !hasMarker(page.html, FIRST_SCREEN_END)) {
      throw new Error(`${file} marks no end of its first screen; its whole CSS would be inline`)
    }
    rendered.set(file, { route, html: fillTemplate(template, page) })
  }
  const wordsFile = join(CLIENT_DIR, PAGE_KIND_WORDS_FILE)
  const kindWords = JSON.parse(await readFile(wordsFile, 'utf8')) as PageKindWords
  await rm(wordsFile)
  const replaced = new Set<string>()
  for (const [file, { route, html }] of rendered) {
    const target = join(CLIENT_DIR, file)
    await mkdir(dirname(target), { recursive: true })
    // The same page in the other languages, which the language switch may draw in place.
    const counterparts = LOCALES.filter((locale) => locale !== route.locale).flatMap(
      (locale) => rendered.get(fileOf(routeInLocale(route, locale)))?.html ?? [],
    )
    const canHold = pageClasses([html, ...counterparts], kindWords[route.kind])
    // One round trip to the first paint: its CSS inline, the rest it can use linked after the
    // content, and the code fetched once that paint is done.
    const split = inlineCriticalCss(
      html,
      (href) => readFileSync(builtFile(CLIENT_DIR, href), 'utf8'),
      canHold,
    )
    if (split.rest) {
      replaced.add(split.rest.from)
      await writeFile(builtFile(CLIENT_DIR, split.rest.href), split.rest.css)
    }
    await writeFile(
      target,
      withPagePolicy(withoutHeadIndentation(deferEntryScript(split.html, entryLoader))),
    )
  }
  // Every page links its own cut of the whole stylesheet now; nothing serves the whole one.
  for (const href of replaced) await rm(builtFile(CLIENT_DIR, href))
  const written = await writeSiteFiles(CLIENT_DIR, siteUrl, contentDir, siteFactsOf(ssr))
  return [`prerendered ${routes.length} pages for ${siteUrl}`, `wrote ${written.join(', ')}`]
}
