/**
 * `bifolio preview:edge`: the built Worker (`<BUILD_DIR>/edge/worker.js`, after the build)
 * in workerd on this machine, read from the same variables as `npm start`: PORT, HOST,
 * DATA_DIR (the local D1 under `DATA_DIR/edge/`, and without SMTP_URL each message as
 * `DATA_DIR/mail/<id>.eml`), SMTP_URL, MAIL_TO, MAIL_FROM, SITE_URL, CONTACT_LIMIT. It runs
 * the Cron Trigger itself once a minute while it is up, so a message held by a stopped SMTP
 * server goes out without another request.
 */
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { buildDirFromEnv } from '../../build/paths/build-dir.ts'
import { ConfigError, parseConfig } from '../../server/config.ts'
import { startLocalWorker } from '../../server/edge/local-worker.ts'
import { previewOptions } from './preview-options.ts'

const CRON_INTERVAL_MS = 60_000

export async function previewEdge(): Promise<void> {
  const config = parseConfig()
  const buildDir = buildDirFromEnv()
  const options = previewOptions(config, buildDir)
  if (!existsSync(options.scriptPath)) {
    throw new ConfigError(`${options.scriptPath} does not exist; run \`npm run build\` first.`)
  }
  const worker = await startLocalWorker(options)
  const mail = config.smtpUrl
    ? `SMTP ${new URL(config.smtpUrl).host}`
    : `.eml files in ${join(config.dataDir, 'mail')}`
  console.log(
    `the Worker serves ${options.clientDir} and the contact API on ${worker.url}; mail goes to ${mail}`,
  )

  let running: Promise<unknown> = worker.scheduled()
  const cron = setInterval(() => {
    running = running
      .then(() => worker.scheduled())
      .catch((error: unknown) => {
        console.error(`scheduled run: ${error instanceof Error ? error.message : error}`)
      })
  }, CRON_INTERVAL_MS)

  const stop = async () => {
    clearInterval(cron)
    await running.catch(() => undefined)
    await worker.dispose()
    process.exit(0)
  }
  process.once('SIGINT', () => void stop())
  process.once('SIGTERM', () => void stop())
}
