import { defineConfig, devices } from '@playwright/test'
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './packages/bifolio/shared/chromium-flags.ts'

const PORT = Number(process.env.E2E_PORT ?? 4173)

export default defineConfig({
  testDir: 'e2e',
  // Per port: parallel local runs each empty their own output folder, not each other's.
  outputDir: `test-results/e2e-${PORT}`,
  fullyParallel: true,
  workers: 2,
  retries: 0,
  reporter: 'list',
  timeout: 30_000,
  // An assertion on the URL after a full navigation also waits for that page's load event;
  // on a busy 2-core machine running two workers that has once taken more than the default 5 s.
  expect: { timeout: 10_000 },
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    trace: 'retain-on-failure',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: {
          executablePath: CHROMIUM_PATH,
          args: CHROMIUM_FLAGS,
        },
      },
    },
  ],
  webServer: {
    command: `node --import tsx e2e/serve.ts`,
    url: `http://127.0.0.1:${PORT}/api/health`,
    reuseExistingServer: false,
    // A first run builds the site first, which takes minutes on a busy 2-core machine.
    timeout: 420_000,
    env: { PORT: String(PORT), HOST: '127.0.0.1' },
  },
})
