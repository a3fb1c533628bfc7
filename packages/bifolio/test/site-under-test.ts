/**
 * The site this repository's suites check: the one `BIFOLIO_SITE` names (`npm run test:owner`
 * sets it), else the sample beside the engine. Every test that reads an owner's content reads
 * this one's, as the owner's own commands would.
 */
import { basename, join, resolve } from 'node:path'

// A path, not a URL: under jsdom the global URL is not the one node:url accepts.
export const REPOSITORY = resolve(import.meta.dirname, '..', '..', '..')

export function siteUnderTest(env: NodeJS.ProcessEnv = process.env): string {
  return resolve(REPOSITORY, env.BIFOLIO_SITE?.trim() || 'sites/sample')
}

/** The content folder of the site under test. */
export const SITE_CONTENT = join(siteUnderTest(), 'content')

/** The tests' own build of the site, apart from the site's `dist/`: `.test-build/<site>/`. */
export function testBuildDir(siteDir: string = siteUnderTest()): string {
  return resolve(REPOSITORY, '.test-build', basename(siteDir))
}
