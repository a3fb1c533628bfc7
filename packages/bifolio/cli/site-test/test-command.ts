/**
 * `bifolio test`: the owner's own test of their site, in three steps, each saying how it goes:
 * the content check (placeholders of the starter left fail it), a production build into a folder of its own in the site (`.bifolio-test/`,
 * never `dist/`, which the owner may have built for their domain), and the site test over that
 * build in Chromium. Every problem is one line, the last line says whether the site passed,
 * and the command exits 1 when anything failed.
 */
import { join, relative } from 'node:path'
import { ContentError } from '../../builder/plugins/content/content-error.ts'
import { loadContent } from '../../builder/plugins/content/load-content.ts'
import { contentLanguages } from '../../builder/plugins/content/content-languages.ts'
import { findPlaceholders, PLACEHOLDER_WORDS } from '../../builder/plugins/content/placeholders.ts'
import { findUntranslated } from '../../builder/plugins/content/untranslated.ts'
import { runBuild } from '../../builder/run-build.ts'
import { siteBuild } from '../site.ts'
import { UsageError } from '../usage-error.ts'
import { untranslatedLines } from '../words-per-language.ts'
import { findChromium, NoChromiumError } from './find-chromium.ts'
import { runSiteTest } from './run-site-test.ts'

/** The test's build, inside the site so the built server finds the site's packages. */
export const SITE_TEST_BUILD_DIR = '.bifolio-test'

const STEPS = 3

function elapsed(started: number): string {
  return `${((performance.now() - started) / 1000).toFixed(0)} s`
}

/** The browser, found before a minute of building: without one the test cannot run at all. */
function chromiumOrUsageError(): void {
  try {
    findChromium()
  } catch (error) {
    if (error instanceof NoChromiumError) throw new UsageError(`bifolio test: ${error.message}`)
    throw error
  }
}

export async function test(args: readonly string[]): Promise<void> {
  if (args.length > 0)
    throw new UsageError(`bifolio test takes no arguments; got ${args.join(' ')}`)
  const site = siteBuild()
  const buildDir = join(site.siteDir, SITE_TEST_BUILD_DIR)
  chromiumOrUsageError()
  const started = performance.now()
  const log = (line: string) => console.log(line)
  const indented = (line: string) => log(line === '' ? '' : `  ${line}`)
  const failed = (what: string) => {
    log(`✗ bifolio test: ${what} (${elapsed(started)})`)
    process.exitCode = 1
  }

  log(`[1/${STEPS}] the content check`)
  try {
    const content = await loadContent(site.contentDir)
    indented(`✓ no problems (${content.projects.length} project(s))`)
  } catch (error) {
    if (!(error instanceof ContentError)) throw error
    for (const problem of error.problems) indented(`✗ ${problem}`)
    return failed(`the content has ${error.problems.length} problem(s); nothing was built`)
  }
  const placeholders = await findPlaceholders(site.contentDir)
  if (placeholders.length > 0) {
    for (const line of placeholders) indented(`✗ a placeholder left: ${line}`)
    return failed(
      `${placeholders.length} placeholder(s) of the starter left (words starting ${PLACEHOLDER_WORDS}, pictures named placeholder-*); nothing was built`,
    )
  }
  const languages = await contentLanguages(site.contentDir)
  const untranslated = await findUntranslated(site.contentDir, languages)
  // Words that wait for their translation are the owner's to publish or not: a warning only.
  for (const line of untranslatedLines(untranslated, 'the site shows as they are'))
    indented(`! ${line}`)

  log(`[2/${STEPS}] a production build into ${relative(process.cwd(), buildDir)}/`)
  try {
    await runBuild({ ...site, buildDir }, indented)
  } catch (error) {
    const why = error instanceof Error ? error.message : String(error)
    for (const line of why.split('\n')) indented(`✗ ${line}`)
    return failed('the build failed')
  }

  log(`[3/${STEPS}] every page in Chromium, both themes, links, the contact form`)
  let result: Awaited<ReturnType<typeof runSiteTest>>
  try {
    result = await runSiteTest({ buildDir, log: indented })
  } catch (error) {
    indented(`✗ ${error instanceof Error ? error.message : String(error)}`)
    return failed('the site test could not run')
  }
  const { pages, problems } = result
  if (problems.length > 0)
    return failed(`${problems.length} problem(s) in ${pages} pages, each named above`)
  log(
    `✓ bifolio test: the site passed: its content, its build and its ${pages} pages (${elapsed(started)})`,
  )
}
