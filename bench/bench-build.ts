/**
 * The build the bench measures: the site under test's (`BIFOLIO_SITE`, the sample when unset)
 * in its `BUILD_DIR` (`dist` in the site's folder).
 */
import { resolve } from 'node:path'
import { buildDirFromEnv } from '../packages/bifolio/builder/paths/build-dir.ts'
import { siteUnderTest } from '../test/site-under-test.ts'

export const BENCH_SITE = siteUnderTest()
export const BUILD_DIR = resolve(BENCH_SITE, buildDirFromEnv(process.env, BENCH_SITE))
