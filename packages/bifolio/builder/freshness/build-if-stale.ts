/**
 * What `ensureBuild` runs under the build lock, in the site's folder: checks `BUILD_DIR`
 * (`dist/`) again, then builds it if still needed.
 */
import { buildDirFromEnv } from '../paths/build-dir'
import { readBuildSettings } from '../build-config'
import { ensureBuild } from './ensure-build'

try {
  ensureBuild({
    root: process.cwd(),
    buildDir: buildDirFromEnv(process.env),
    siteUrl: readBuildSettings().siteUrl,
  })
} catch (error) {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
}
