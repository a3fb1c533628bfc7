/**
 * `npm run preview:edge`: the built Worker (`<BUILD_DIR>/edge/worker.js`, after `npm run build`)
 * in workerd on this machine, read from the same variables as `npm start`: PORT, HOST,
 * DATA_DIR (the local D1 under `DATA_DIR/edge/`, and without SMTP_URL each message as
 * `DATA_DIR/mail/<id>.eml`), SMTP_URL, MAIL_TO, MAIL_FROM, SITE_URL, CONTACT_LIMIT. It runs
 * the Cron Trigger itself once a minute while it is up, so a message held by a stopped SMTP
 * server goes out without another request.
 */
import { existsSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { buildDirFromEnv, buildPaths } from '../build-dir.ts'
import { ConfigError, parseConfig } from '../../server/config.ts'
import { runMain } from '../../server/run-main.ts'
import { startLocalWorker } from '../../server/edge/local-worker.ts'

const CRON_INTERVAL_MS = 60_000

async function main(): Promise<void> {
  const config = parseConfig()
  const paths = buildPaths(buildDirFromEnv())
  const scriptPath = resolve(paths.client, '..', 'edge', 'worker.js')
  if (!existsSync(scriptPath)) {
    throw new ConfigError(`${scriptPath} does not exist; run \`npm run build\` first.`)
  }
  const vars: Record<string, string> = {
    MAIL_TO: config.mailTo,
    MAIL_FROM: config.mailFrom,
    SITE_URL: config.siteUrl,
    CONTACT_LIMIT: `${config.contactLimit.count}/${config.contactLimit.windowSeconds}`,
    RETENTION_DAYS: String(config.retentionDays),
    ...(config.smtpUrl ? { SMTP_URL: config.smtpUrl } : {}),
    ...(config.allowedOrigins.length > 0
      ? { ALLOWED_ORIGINS: config.allowedOrigins.join(',') }
      : {}),
  }
  const worker = await startLocalWorker({
    scriptPath,
    clientDir: resolve(paths.client),
    vars,
    persistDir: join(config.dataDir, 'edge'),
    mailDir: join(config.dataDir, 'mail'),
    host: config.host,
    port: config.port,
  })
  const mail = config.smtpUrl
    ? `SMTP ${new URL(config.smtpUrl).host}`
    : `.eml files in ${join(config.dataDir, 'mail')}`
  console.log(
    `the Worker serves ${paths.client} and the contact API on ${worker.url}; mail goes to ${mail}`,
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

runMain(main)
