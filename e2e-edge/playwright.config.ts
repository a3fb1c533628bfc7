import { defineConfig, devices } from '@playwright/test'
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../packages/bifolio/shared/chromium-flags.ts'

/**
 * The visitor's message from the page the Worker serves, in Chromium (`npm run test:edge`).
 * Apart from `e2e/`'s config, whose server is the Node one: each spec here starts the built
 * Worker in workerd and an SMTP server itself, so it can read what arrived.
 */
export default defineConfig({
  testDir: '.',
  testMatch: '*.spec.ts',
  outputDir: '../test-results/e2e-edge',
  globalSetup: '../e2e-engines/build-once.ts',
  workers: 1,
  retries: 0,
  reporter: 'list',
  timeout: 60_000,
  expect: { timeout: 20_000 },
  use: { trace: 'retain-on-failure' },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS },
      },
    },
  ],
})
