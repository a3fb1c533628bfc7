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
    // A journey that fails is run once more, as a new visitor, before it counts as failed. The
    // harness has one known race: WebKitWebDriver holds any command sent while a page loads
    // until its load event, and a page that asks for its code before that event (the app's
    // code is held at the gate meanwhile) then waits out the driver's 30 s limit. It happens in
    // about one run in five on 2 busy cores; a real failure fails both tries.
    retry: 1,
    // Each journey as it ends, so a run that hangs still tells where.
    reporters: ['verbose'],
    hookTimeout: 120_000,
  },
})
