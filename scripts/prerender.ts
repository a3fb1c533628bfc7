/**
 * Writes a static HTML file for every route (`prerenderedRoutes`) from the client build's
 * template and the SSR bundle, so each language's content is in the first response.
 */
import { readFileSync } from 'node:fs'
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises'
import { dirname, join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { fileOf, prerenderedRoutes } from '../src/i18n/routes'
import { FIRST_SCREEN_END, hasMarker, LAZY_FALLBACK } from '../src/lib/page-markers'
import type * as Prerender from '../src/app/entry-prerender'
import type { PrerenderedPage } from '../src/app/entry-prerender'
import { inlineCriticalCss } from './critical-css/critical-css.ts'
import { deferEntryScript } from './deferred-entry/deferred-entry.ts'
import { inlineScript } from './inline-script/bundle-inline-script.ts'
import { writeSiteFiles } from './site-files/write-site-files.ts'
import { siteUrlFromEnv } from './site-url.ts'
import { buildDirFromEnv, buildPaths } from './build-dir.ts'
import { builtFile } from './built-file.ts'

const build = buildPaths(buildDirFromEnv())
const CLIENT_DIR = build.client
const SSR_ENTRY = join(build.prerender, 'entry-prerender.js')

function fill(template: string, page: PrerenderedPage): string {
  const classAttr = page.htmlAttributes.class ? ` class="${page.htmlAttributes.class}"` : ''
  const filled = template
    .replace(/<html[^>]*>/, `<html lang="${page.htmlAttributes.lang}"${classAttr}>`)
    .replace('<!--app-head-->', page.head)
    .replace('<!--app-html-->', page.html)
  if (filled.includes('<!--app-')) throw new Error('index.html lost a placeholder')
  return filled
}

async function main(): Promise<void> {
  const siteUrl = siteUrlFromEnv()
  const template = await readFile(join(CLIENT_DIR, 'index.html'), 'utf8')
  if (!template.includes('<!--app-html-->')) {
    throw new Error(`${CLIENT_DIR}/index.html is not the build template; run \`npm run build\``)
  }
  const ssr = (await import(pathToFileURL(SSR_ENTRY).href)) as typeof Prerender
  const { render, projects } = ssr
  const entryLoader = await inlineScript('src/app/entry-loader.ts')
  const routes = prerenderedRoutes(projects.map((project) => project.slug))
  const replaced = new Set<string>()
  for (const route of routes) {
    const file = fileOf(route)
    const page = await render(route, siteUrl)
    if (hasMarker(page.html, LAZY_FALLBACK)) {
      throw new Error(`${file} still shows a loading placeholder`)
    }
    if (route.kind === 'page' && !hasMarker(page.html, FIRST_SCREEN_END)) {
      throw new Error(`${file} marks no end of its first screen; its whole CSS would be inline`)
    }
    const target = join(CLIENT_DIR, file)
    await mkdir(dirname(target), { recursive: true })
    // One round trip to the first paint: its CSS inline, the rest linked after the content,
    // and the code fetched once that paint is done.
    const split = inlineCriticalCss(fill(template, page), (href) =>
      readFileSync(builtFile(CLIENT_DIR, href), 'utf8'),
    )
    if (split.rest) {
      replaced.add(split.rest.from)
      await writeFile(builtFile(CLIENT_DIR, split.rest.href), split.rest.css)
    }
    await writeFile(target, deferEntryScript(split.html, entryLoader))
  }
  // Every page links its own cut of the whole stylesheet now; nothing serves the whole one.
  for (const href of replaced) await rm(builtFile(CLIENT_DIR, href))
  console.log(`prerendered ${routes.length} pages for ${siteUrl}`)
  const written = await writeSiteFiles(CLIENT_DIR, siteUrl, 'src/content', {
    owner: ssr.owner,
    projects,
    messages: ssr.MESSAGES,
    projectPages: ssr.PROJECT_PAGES_MESSAGES,
  })
  console.log(`wrote ${written.join(', ')}`)
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
})
