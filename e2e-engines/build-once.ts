import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { TEST_BUILD_DIR } from '../scripts/build-dir'
import { ensureBuild } from '../server/build/ensure-build'
import { parseConfig } from '../server/config'

/**
 * Builds the site into the tests' own folder (`.test-build/`, never the owner's `dist/`) when
 * it is missing or stale, once before either engine starts, for the SITE_URL the server will be
 * started with (the same default as `npm start`'s).
 */
export default function buildOnce(): void {
  const dataDir = mkdtempSync(join(tmpdir(), 'portfolio-engines-config-'))
  try {
    const { siteUrl } = parseConfig({ ...process.env, DATA_DIR: dataDir })
    ensureBuild({ root: process.cwd(), buildDir: TEST_BUILD_DIR, siteUrl })
  } finally {
    rmSync(dataDir, { recursive: true, force: true })
  }
}
