/**
 * `npm start`'s first half (the second runs the compiled server), and what `ensureBuild` runs
 * under the build lock: checks `BUILD_DIR` (`dist/`), then builds it if still needed.
 */
import { buildDirFromEnv } from '../../scripts/build-dir'
import { parseSiteUrl } from '../../src/lib/site-url'
import { ensureBuild } from './ensure-build'

try {
  ensureBuild({
    root: process.cwd(),
    buildDir: buildDirFromEnv(),
    siteUrl: parseSiteUrl(process.env.SITE_URL),
  })
} catch (error) {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
}
