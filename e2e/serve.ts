/**
 * The server Playwright starts: builds the site into the tests' own folder (`.test-build/`,
 * never the owner's `dist/`) if stale, then runs the production server on HOST:PORT with a
 * throwaway DATA_DIR, the embedded `.eml` mail sink, and a rate limit high enough that browser
 * tests never hit it.
 */
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { TEST_BUILD_DIR, buildPaths } from '../scripts/build-dir'
import { ensureBuild } from '../server/build/ensure-build'
import { parseConfig } from '../server/config'
import { startServer, type RunningServer } from '../server/start-server'

const root = process.cwd()
const config = parseConfig({
  ...process.env,
  PORT: process.env.PORT ?? '4173',
  HOST: process.env.HOST ?? '127.0.0.1',
  DATA_DIR: mkdtempSync(join(tmpdir(), 'portfolio-e2e-')),
  CONTACT_LIMIT: '1000/60',
  SMTP_URL: undefined,
})
let server: RunningServer
try {
  ensureBuild({ root, buildDir: TEST_BUILD_DIR, siteUrl: config.siteUrl })
  server = await startServer({
    config,
    clientDir: resolve(root, buildPaths(TEST_BUILD_DIR).client),
  })
} catch (error) {
  console.error(`e2e server: ${error instanceof Error ? error.message : error}`)
  process.exit(1)
}
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.once(signal, () => void server.stop().finally(() => process.exit(0)))
}
