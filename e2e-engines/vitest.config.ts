import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vitest/config'

/**
 * The visitor's journeys in Firefox and WebKit (`npm run test:engines`), apart from the unit
 * tests' config: no Vite plugins, no jsdom, and nothing here is picked up by `vitest run`.
 */
export default defineConfig({
  root: fileURLToPath(new URL('..', import.meta.url)),
  test: {
    include: ['e2e-engines/**/*.test.ts'],
    globalSetup: ['e2e-engines/build-once.ts'],
    environment: 'node',
    pool: 'forks',
    // One engine per worker, side by side: on 2 cores the pair took 1 min 45 s this way and
    // 2 min 30 s one after the other, the journeys mostly waiting on the browsers.
    fileParallelism: true,
    maxWorkers: 2,
    testTimeout: 90_000,
    // A journey that fails is run once more, as a new visitor, before it counts as failed; a
    // real failure fails both tries. (WebKit's driver once held commands until a page's load
    // event, which a page whose code the gate holds may never reach; it now waits for nothing,
    // see webkit-browser.ts.)
    retry: 1,
    // Each journey as it ends, so a run that hangs still tells where.
    reporters: ['verbose'],
    hookTimeout: 120_000,
  },
})
