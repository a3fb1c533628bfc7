/** The commands that read the site's content: check it, work on it, build it, serve it. */
import { relative } from 'node:path'
import { ensureBuild } from '../builder/freshness/ensure-build.ts'
import { ContentError } from '../builder/plugins/content/content-error.ts'
import { contentLanguages } from '../builder/plugins/content/content-languages.ts'
import { loadContent } from '../builder/plugins/content/load-content.ts'
import { contentCollection } from '../builder/plugins/content/plugin.ts'
import { buildDocuments } from '../builder/plugins/cv/plugin.ts'
import { lookPlugin } from '../builder/plugins/look/plugin.ts'
import { readLook } from '../builder/plugins/look/read-look.ts'
import { findPlaceholders, PLACEHOLDER_WORDS } from '../builder/plugins/content/placeholders.ts'
import { findUntranslated } from '../builder/plugins/content/untranslated.ts'
import { runBuild } from '../builder/run-build.ts'
import { runDevServer } from './dev-server.ts'
import { runBuiltServer } from './serve.js'
import { siteBuild } from './site.ts'
import { UsageError } from './usage-error.ts'
import { untranslatedLines, wordsPerLanguage } from './words-per-language.ts'

function noArguments(command: string, args: readonly string[]): void {
  if (args.length > 0)
    throw new UsageError(`bifolio ${command} takes no arguments; got ${args.join(' ')}`)
}

export async function check(args: readonly string[]): Promise<void> {
  noArguments('check', args)
  const site = siteBuild()
  const languages = await contentLanguages(site.contentDir)
  const untranslated = await findUntranslated(site.contentDir, languages)
  const printLanguages = (problems: readonly string[]) => {
    for (const line of wordsPerLanguage(languages, problems, untranslated)) console.log(line)
  }
  let content
  try {
    content = await loadContent(site.contentDir)
    // The CVs are drawn as a build draws them, so a letter their fonts lack is found here.
    const look = lookPlugin(await readLook(site.contentDir), { contentDir: site.contentDir })
    await buildDocuments(contentCollection(site), look, '/', site.siteUrl)
  } catch (error) {
    if (error instanceof ContentError) printLanguages(error.problems)
    throw error
  }
  const shown = relative(process.cwd(), site.contentDir) || '.'
  console.log(
    `${shown}: no problems (${content.projects.length} project(s), ${Object.keys(content.owner.technologies).length} technologies)`,
  )
  printLanguages([])
  printPlaceholders(await findPlaceholders(site.contentDir), 'a build would publish')
  for (const line of untranslatedLines(untranslated, 'a build publishes as they are'))
    console.log(line)
}

/** The starter's placeholders still in the content, a line each, under what they would cost. */
function printPlaceholders(placeholders: readonly string[], consequence: string): void {
  if (placeholders.length === 0) return
  console.log(
    `${placeholders.length} placeholder(s) left, which ${consequence} (words starting ${PLACEHOLDER_WORDS}, pictures named placeholder-*):`,
  )
  for (const line of placeholders) console.log(`  ${line}`)
}

export async function dev(args: readonly string[]): Promise<void> {
  noArguments('dev', args)
  await runDevServer(siteBuild())
}

export async function build(args: readonly string[]): Promise<void> {
  noArguments('build', args)
  // A build is for visitors, whatever NODE_ENV the shell or a test runner set: Vite makes a
  // development build where it is not `production` (React's development build, four times the
  // bytes, and the static parts' code the page never needs).
  process.env.NODE_ENV = 'production'
  const site = siteBuild()
  await runBuild(site)
  printPlaceholders(await findPlaceholders(site.contentDir), 'this build publishes')
  const languages = await contentLanguages(site.contentDir)
  const untranslated = await findUntranslated(site.contentDir, languages)
  for (const line of untranslatedLines(untranslated, 'this build publishes as they are'))
    console.log(line)
}

export async function start(args: readonly string[]): Promise<void> {
  noArguments('start', args)
  const site = siteBuild()
  ensureBuild({ root: site.siteDir, buildDir: site.buildDir, siteUrl: site.siteUrl })
  await runBuiltServer(site.buildDir)
}
