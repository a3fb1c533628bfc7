/**
 * The engine's unit tests (`npm run test:unit`), on the content of the site `BIFOLIO_SITE`
 * names (`sites/sample` when unset): components and hooks render that owner's words, the
 * server's tests post to an app with that owner's content built in.
 */
import { availableParallelism } from 'node:os'
import { resolve } from 'node:path'
import { defineConfig } from 'vitest/config'
import { readBuildSettings } from './packages/bifolio/builder/build-config.ts'
import { clientConfig } from './packages/bifolio/builder/bundles/client.ts'
import { contentDirOf } from './packages/bifolio/builder/paths/engine.ts'
import { readLook } from './packages/bifolio/builder/plugins/look/read-look.ts'
import { siteUnderTest } from './test/site-under-test.ts'

const siteDir = siteUnderTest()
const site = {
  siteDir,
  contentDir: contentDirOf(siteDir),
  buildDir: resolve('.test-build', 'unit'),
  cacheDir: resolve('node_modules', '.cache', 'bifolio'),
  ...readBuildSettings(),
}
// Not the engine's folder as root, nor no config file: this file is the config, run from here.
const config = clientConfig(site, await readLook(site.contentDir), {
  browserDrawsStaticParts: true,
})
delete config.configFile
delete config.root
const ENGINE = 'packages/bifolio'

const NODE_TEST_TIMEOUT_MS = 30_000
/**
 * A component test that types a whole message with user-event took past Vitest's 5 s default
 * on a 2-core machine at a load near 18 (contact-draft), and its unfinished render then broke
 * the next test of the file.
 */
const WEB_TEST_TIMEOUT_MS = 15_000

export default defineConfig({
  ...config,
  test: {
    // Vitest's default is a worker less than the cores: one on a 2-core machine, where the node
    // project's files mostly wait on the processes they start (servers, workerd, builds). A
    // worker more than the cores kept both busy: the node project took 4.5 min against 9.4 at
    // the same load, with the same slowest tests.
    maxWorkers: availableParallelism() + 1,
    projects: [
      // The files of each project share one environment and one module registry: a fresh jsdom
      // and module graph per file cost more than the tests themselves (39 s against 11 for the
      // web project). A test that replaces a module (`vi.mock`) would leak that replacement
      // into the files after it, so it is named `*.isolated.test.*` and runs in a fresh one;
      // ESLint refuses `vi.mock` anywhere else.
      {
        extends: true,
        test: {
          name: 'web',
          environment: 'jsdom',
          include: [`${ENGINE}/src/**/*.test.{ts,tsx}`],
          exclude: [`${ENGINE}/src/**/*.isolated.test.{ts,tsx}`],
          setupFiles: [`./${ENGINE}/src/i18n/site-languages.ts`, `./${ENGINE}/test/web/setup.ts`],
          testTimeout: WEB_TEST_TIMEOUT_MS,
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'web-isolated',
          environment: 'jsdom',
          include: [`${ENGINE}/src/**/*.isolated.test.{ts,tsx}`],
          setupFiles: [`./${ENGINE}/src/i18n/site-languages.ts`, `./${ENGINE}/test/web/setup.ts`],
          testTimeout: WEB_TEST_TIMEOUT_MS,
        },
      },
      {
        extends: true,
        test: {
          name: 'node',
          environment: 'node',
          include: [
            `${ENGINE}/{server,builder,cli,shared}/**/*.test.ts`,
            'packages/create-bifolio/**/*.test.ts',
            'tools/**/*.test.ts',
          ],
          // These tests start processes, render PDFs with their fonts and run workerd: a second
          // on a quiet machine, several times that on a loaded two-core one, where Vitest's
          // 5 s default failed tests that were right.
          setupFiles: [`./${ENGINE}/src/i18n/site-languages.ts`],
          testTimeout: NODE_TEST_TIMEOUT_MS,
          isolate: false,
        },
      },
    ],
  },
})
