/**
 * `bifolio preview:edge`: the built Worker (`<BUILD_DIR>/edge/worker.js`, after the build)
 * in workerd on this machine, read from the same variables as `npm start`: PORT, HOST,
 * DATA_DIR (the local D1 under `DATA_DIR/edge/`, and without SMTP_URL each message as
 * `DATA_DIR/mail/<id>.eml`), SMTP_URL, MAIL_TO, MAIL_FROM, SITE_URL, CONTACT_LIMIT. It runs
 * the Cron Trigger itself as it starts and once a minute while it is up, so a message held by
 * a stopped SMTP server goes out without another request; a run that stops at its cap of sends
 * (`server/adapters/edge/send-cap.ts`) is followed by the next at once, so a backlog, such as the one a
 * killed preview leaves, goes out in seconds rather than ten a minute.
 */
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { buildDirFromEnv } from '../../builder/paths/build-dir.ts'
import { ConfigError, parseConfig } from '../../server/adapters/node/config.ts'
import { d1Outbox } from '../../server/adapters/edge/d1-outbox.ts'
import { startLocalWorker, type LocalWorker } from '../../server/adapters/edge/local-worker.ts'
import type { D1Database } from '../../server/adapters/edge/platform.ts'
import { previewOptions } from './preview-options.ts'

const CRON_INTERVAL_MS = 60_000
/** Runs in a row at most, each within the platform's per-invocation limits. */
const MAX_RUNS_IN_A_ROW = 10

/** One run of the Cron Trigger, and more while the last one left messages due. */
async function runScheduled(worker: LocalWorker): Promise<void> {
  const outbox = d1Outbox(worker.d1 as unknown as D1Database)
  for (let run = 0; run < MAX_RUNS_IN_A_ROW; run += 1) {
    await worker.scheduled()
    const due = await outbox.nextDueAt()
    if (due === undefined || due > Date.now()) return
  }
}

export async function previewEdge(): Promise<void> {
  const config = parseConfig()
  const buildDir = buildDirFromEnv(process.env)
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

  const run = () =>
    runScheduled(worker).catch((error: unknown) => {
      console.error(`scheduled run: ${error instanceof Error ? error.message : error}`)
    })
  let running = run()
  const cron = setInterval(() => {
    running = running.then(run)
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
