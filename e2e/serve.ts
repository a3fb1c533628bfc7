/**
 * The server Playwright starts: builds the site into the tests' own folder (`.test-build/`,
 * never the owner's `dist/`) if stale, then runs the production server on HOST:PORT with a
 * throwaway DATA_DIR, the embedded `.eml` mail sink, and a rate limit high enough that browser
 * tests never hit it.
 */
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import { buildPaths } from '../packages/bifolio/builder/paths/build-dir'
import { ensureBuild } from '../packages/bifolio/builder/freshness/ensure-build'
import { readBuildSettings } from '../packages/bifolio/builder/build-config'
import { siteUnderTest, testBuildDir } from '../test/site-under-test'

const TEST_BUILD = testBuildDir()

const root = siteUnderTest()
Object.assign(process.env, {
  PORT: process.env.PORT ?? '4173',
  HOST: process.env.HOST ?? '127.0.0.1',
  DATA_DIR: mkdtempSync(join(tmpdir(), 'portfolio-e2e-')),
  CONTACT_LIMIT: '1000/60',
})
delete process.env.SMTP_URL
try {
  ensureBuild({ root, buildDir: TEST_BUILD, siteUrl: readBuildSettings().siteUrl })
} catch (error) {
  console.error(`e2e server: ${error instanceof Error ? error.message : error}`)
  process.exit(1)
}
// The production server as built (`npm run serve`), with its own signal handling.
await import(pathToFileURL(resolve(root, buildPaths(TEST_BUILD).serverEntry)).href)
