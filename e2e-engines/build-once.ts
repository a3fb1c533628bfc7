import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { ensureBuild } from '../packages/bifolio/builder/freshness/ensure-build'
import { parseConfig } from '../packages/bifolio/server/adapters/node/config'
import { siteUnderTest, testBuildDir } from '../test/site-under-test'

const TEST_BUILD = testBuildDir()

/**
 * Builds the site into the tests' own folder (`.test-build/<site>/`, never the owner's `dist/`) when
 * it is missing or stale, once before either engine starts, for the SITE_URL the server will be
 * started with (the same default as `npm start`'s).
 */
export default function buildOnce(): void {
  const dataDir = mkdtempSync(join(tmpdir(), 'portfolio-engines-config-'))
  try {
    const { siteUrl } = parseConfig({ ...process.env, DATA_DIR: dataDir })
    ensureBuild({ root: siteUnderTest(), buildDir: TEST_BUILD, siteUrl })
  } finally {
    rmSync(dataDir, { recursive: true, force: true })
  }
}
