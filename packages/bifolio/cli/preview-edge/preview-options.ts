/**
 * What `npm run preview:edge` hands to the local Worker for a configuration and a build: the
 * bundle and the site from `BUILD_DIR`, the variables of `npm start` as the Worker's vars, the
 * local D1 under `DATA_DIR/edge/` and, without SMTP_URL, the mail folder `DATA_DIR/mail/`.
 */
import { join, resolve } from 'node:path'
import type { Config } from '../../server/adapters/node/config.ts'
import type { LocalWorkerOptions } from '../../server/adapters/edge/local-worker.ts'
import { buildPaths } from '../../builder/paths/build-dir.ts'

export function previewOptions(config: Config, buildDir: string): LocalWorkerOptions {
  const paths = buildPaths(buildDir)
  const vars: Record<string, string> = {
    ...(config.mailTo ? { MAIL_TO: config.mailTo } : {}),
    ...(config.mailFrom ? { MAIL_FROM: config.mailFrom } : {}),
    SITE_URL: config.siteUrl,
    CONTACT_LIMIT: `${config.contactLimit.count}/${config.contactLimit.windowSeconds}`,
    RETENTION_DAYS: String(config.retentionDays),
    STATS_RETENTION_DAYS: String(config.statsRetentionDays),
    ...(config.smtpUrl ? { SMTP_URL: config.smtpUrl } : {}),
    ...(config.allowedOrigins.length > 0
      ? { ALLOWED_ORIGINS: config.allowedOrigins.join(',') }
      : {}),
  }
  return {
    scriptPath: resolve(buildDir, 'edge', 'worker.js'),
    clientDir: resolve(paths.client),
    vars,
    persistDir: join(config.dataDir, 'edge'),
    mailDir: join(config.dataDir, 'mail'),
    host: config.host,
    port: config.port,
  }
}
