/**
 * What `ensureBuild` runs under the build lock, in the site's folder: checks `BUILD_DIR`
 * (`dist/`) again, then builds it if still needed.
 */
import { buildDirFromEnv } from '../paths/build-dir'
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
