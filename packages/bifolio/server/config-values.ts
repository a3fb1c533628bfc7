/**
 * The parsers behind each configuration variable, free of Node so the edge reads its vars and
 * secrets with the same rules and the same sentences as `npm start` reads the environment.
 */
import { parseSiteUrl } from '../src/lib/site-url'
import type { LogFormat } from './log/logger'

export interface ContactLimit {
  count: number
  windowSeconds: number
}

export interface Config {
  port: number
  host: string
  dataDir: string
  /** Unset means the embedded default: `.eml` files under `DATA_DIR/mail/`. */
  smtpUrl: string | undefined
  /** Unset means the owner's, from the content. */
  mailTo?: string
  mailFrom?: string
  siteUrl: string
  trustProxy: boolean
  /** Origins the API answers CORS for (the static site hosted elsewhere); empty: same origin. */
  allowedOrigins: string[]
  contactLimit: ContactLimit
  /** Delivered messages are deleted after this many days. */
  retentionDays: number
  /** Counted visits are deleted after this many days. */
  statsRetentionDays: number
  logFormat: LogFormat
}

export class ConfigError extends Error {
  override name = 'ConfigError'
}

export type Env = Record<string, string | undefined>

export function value(env: Env, name: string): string | undefined {
  const raw = env[name]?.trim()
  return raw === '' ? undefined : raw
}

export function integer(
  env: Env,
  name: string,
  fallback: number,
  min: number,
  max: number,
): number {
  const raw = value(env, name)
  if (raw === undefined) return fallback
  const parsed = Number(raw)
  if (!/^\d+$/.test(raw) || parsed < min || parsed > max) {
    throw new ConfigError(`${name} must be a whole number from ${min} to ${max}; got "${raw}".`)
  }
  return parsed
}

export function smtpUrl(env: Env): string | undefined {
  const raw = value(env, 'SMTP_URL')
  if (raw === undefined) return undefined
  let url: URL | undefined
  try {
    url = new URL(raw)
  } catch {
    url = undefined
  }
  if (!url || (url.protocol !== 'smtp:' && url.protocol !== 'smtps:') || !url.hostname) {
    // The value may hold a password: name the variable and its shape, not the secret.
    const shown = url?.password ? raw.replace(url.password, '***') : raw
    throw new ConfigError(
      `SMTP_URL must look like smtps://user:pass@smtp.example.com:465 or smtp://host:587; got "${shown}".`,
    )
  }
  return raw
}

const ADDRESS = /^[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+$/

function address(env: Env, name: string): string | undefined {
  const raw = value(env, name)
  if (raw === undefined) return undefined
  const bare = /<([^>]+)>\s*$/.exec(raw)?.[1] ?? raw
  if (!ADDRESS.test(bare) || /[\r\n]/.test(raw)) {
    throw new ConfigError(
      `${name} must be an e-mail address such as me@example.com or "Name <me@example.com>"; got "${raw}".`,
    )
  }
  return raw
}

export function siteUrl(env: Env): string {
  try {
    return parseSiteUrl(value(env, 'SITE_URL'))
  } catch (error) {
    throw new ConfigError((error as Error).message)
  }
}

export function trustProxy(env: Env): boolean {
  const raw = value(env, 'TRUST_PROXY')
  if (raw === undefined || raw === '0' || raw === 'false') return false
  if (raw === '1' || raw === 'true') return true
  throw new ConfigError(`TRUST_PROXY must be 1 (behind one reverse proxy) or unset; got "${raw}".`)
}

export function allowedOrigins(env: Env): string[] {
  const raw = value(env, 'ALLOWED_ORIGINS')
  if (raw === undefined) return []
  return raw.split(',').map((entry) => {
    const origin = entry.trim()
    let url: URL | undefined
    try {
      url = new URL(origin)
    } catch {
      url = undefined
    }
    // A wildcard would let any page post in a visitor's name; each origin is named instead.
    if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:') || url.origin !== origin) {
      throw new ConfigError(
        `ALLOWED_ORIGINS must be origins separated by commas, such as https://example.com,https://www.example.com (no *, no path, no trailing slash); got "${origin}".`,
      )
    }
    return origin
  })
}

export function contactLimit(env: Env): ContactLimit {
  const raw = value(env, 'CONTACT_LIMIT') ?? '5/600'
  const match = /^(\d+)\/(\d+)$/.exec(raw)
  const count = Number(match?.[1])
  const windowSeconds = Number(match?.[2])
  if (!match || count < 1 || windowSeconds < 1 || windowSeconds > 86_400 * 7) {
    throw new ConfigError(
      `CONTACT_LIMIT must be COUNT/SECONDS with both at least 1, such as 5/600; got "${raw}".`,
    )
  }
  return { count, windowSeconds }
}

/** JSON lines for a log collector in production, plain lines for a person otherwise. */
export function logFormat(env: Env): LogFormat {
  const raw = value(env, 'LOG_FORMAT')
  if (raw === undefined) return value(env, 'NODE_ENV') === 'production' ? 'json' : 'text'
  if (raw === 'json' || raw === 'text') return raw
  throw new ConfigError(`LOG_FORMAT must be json or text; got "${raw}".`)
}

/**
 * The owner's address and the sender's as MAIL_TO and MAIL_FROM set them; unset, the content's
 * (`profile.json`), which the server has built in (server/outbox/owner-addresses.ts).
 */
export function mailAddresses(env: Env): { mailTo?: string; mailFrom?: string } {
  return { mailTo: address(env, 'MAIL_TO'), mailFrom: address(env, 'MAIL_FROM') }
}

/** 13 months: a year's visits can be set against the same month of the year before. */
const STATS_RETENTION_DEFAULT_DAYS = 396

/** How many days of counted visits are kept (STATS_RETENTION_DAYS); older days are purged. */
export function statsRetentionDays(env: Env): number {
  return integer(env, 'STATS_RETENTION_DAYS', STATS_RETENTION_DEFAULT_DAYS, 1, 3650)
}
