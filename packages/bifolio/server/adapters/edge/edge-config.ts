/**
 * The Worker's configuration, from its vars and secrets (`wrangler.jsonc`, `wrangler secret put
 * SMTP_URL`), by the same rules and sentences as `npm start` reads the environment.
 */
import type { AppConfig } from '../../app'
import type { Env } from '../../config-values'
import {
  allowedOrigins,
  contactLimit,
  integer,
  mailAddresses,
  siteUrl,
  smtpUrl,
  statsRetentionDays,
} from '../../config-values'
import type { D1Database, Fetcher } from './platform'

export interface EdgeEnv {
  OUTBOX: D1Database
  ASSETS: Fetcher
  /** Only where no SMTP_URL is set and the host offers one (`npm run preview:edge`). */
  MAIL_SINK?: Fetcher
  SMTP_URL?: string
  MAIL_TO?: string
  MAIL_FROM?: string
  SITE_URL?: string
  CONTACT_LIMIT?: string
  ALLOWED_ORIGINS?: string
  RETENTION_DAYS?: string
  STATS_RETENTION_DAYS?: string
}

export interface EdgeConfig extends AppConfig {
  smtpUrl: string | undefined
  /** Unset means the owner's, from the content. */
  mailTo?: string
  mailFrom?: string
  retentionDays: number
  statsRetentionDays: number
}

export function parseEdgeConfig(env: EdgeEnv): EdgeConfig {
  const vars: Env = {
    SMTP_URL: env.SMTP_URL,
    MAIL_TO: env.MAIL_TO,
    MAIL_FROM: env.MAIL_FROM,
    SITE_URL: env.SITE_URL,
    CONTACT_LIMIT: env.CONTACT_LIMIT,
    ALLOWED_ORIGINS: env.ALLOWED_ORIGINS,
    RETENTION_DAYS: env.RETENTION_DAYS,
    STATS_RETENTION_DAYS: env.STATS_RETENTION_DAYS,
  }
  return {
    smtpUrl: smtpUrl(vars),
    ...mailAddresses(vars),
    siteUrl: siteUrl(vars),
    // The platform names the visitor (CF-Connecting-IP); no header a client sends is trusted.
    trustProxy: false,
    allowedOrigins: allowedOrigins(vars),
    contactLimit: contactLimit(vars),
    retentionDays: integer(vars, 'RETENTION_DAYS', 30, 1, 3650),
    statsRetentionDays: statsRetentionDays(vars),
  }
}
