import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vitest/config'
import { contentCollection } from '../packages/bifolio/builder/plugins/content/plugin.ts'
import { SITE_CONTENT } from '../test/site-under-test.ts'

/**
 * The built Worker beside the built Node server (`npm run test:edge`, before the Chromium spec
 * of `playwright.config.ts` here): the same build, in workerd through Miniflare and in Node,
 * compared. Apart from the unit tests' config, as it needs the real build.
 */
export default defineConfig({
  root: fileURLToPath(new URL('..', import.meta.url)),
  // The Node server runs in the tests' process, with the owner's content built in.
  plugins: [contentCollection({ contentDir: SITE_CONTENT })],
  test: {
    include: ['e2e-edge/**/*.test.ts'],
    globalSetup: ['e2e-engines/build-once.ts'],
    // The Node server reads its addresses with the site's languages and path words.
    setupFiles: ['packages/bifolio/src/i18n/site-languages.ts'],
    environment: 'node',
    pool: 'forks',
    // Each file starts a workerd and a Node server; one at a time on 2 cores.
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 120_000,
    reporters: ['verbose'],
  },
})
