/**
 * The site a command works on, and what a build of it needs: its folder (the working
 * directory, or `BIFOLIO_SITE`), its content, its build folder (`BUILD_DIR`, `dist` when
 * unset) and where work is kept between builds.
 */
import { existsSync } from 'node:fs'
import { join, relative, resolve } from 'node:path'
import type { SiteBuild } from '../builder/bundles/client.ts'
import { readBuildSettings } from '../builder/build-config.ts'
import { buildDirFromEnv } from '../builder/paths/build-dir.ts'
import { contentDirOf, siteDirFromEnv } from '../builder/paths/engine.ts'
import { UsageError } from './usage-error.ts'

export function siteBuild(env: NodeJS.ProcessEnv = process.env): SiteBuild {
  const siteDir = siteDirFromEnv(env)
  const contentDir = contentDirOf(siteDir)
  if (!existsSync(join(contentDir, 'profile.json'))) {
    const shown = relative(process.cwd(), siteDir) || 'this folder'
    throw new UsageError(
      `${shown} is not a site (it has no content/profile.json): run bifolio in your site's folder, or make one with \`npm create bifolio\``,
    )
  }
  return {
    siteDir,
    contentDir,
    buildDir: resolve(siteDir, buildDirFromEnv(env, siteDir)),
    cacheDir: join(siteDir, 'node_modules', '.cache', 'bifolio'),
    ...readBuildSettings(env),
  }
}
