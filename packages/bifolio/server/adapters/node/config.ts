/**
 * The process's configuration, parsed once at start from the environment variables in the
 * table of docs/deploy.md ("Settings"). Every bad value stops the process with a sentence naming the variable
 * (`config.test.ts` pins the defaults and those sentences).
 */
import { accessSync, constants, mkdirSync } from 'node:fs'
import { resolve } from 'node:path'
import type { Config, Env } from '../../config-values'
import {
  allowedOrigins,
  ConfigError,
  contactLimit,
  integer,
  logFormat,
  mailAddresses,
  siteUrl,
  smtpUrl,
  statsRetentionDays,
  trustProxy,
  value,
} from '../../config-values'

export type { Config } from '../../config-values'
export { ConfigError } from '../../config-values'

function dataDir(env: Env): string {
  const raw = value(env, 'DATA_DIR') ?? './data'
  const dir = resolve(raw)
  try {
    mkdirSync(dir, { recursive: true })
    accessSync(dir, constants.W_OK | constants.R_OK)
  } catch {
    throw new ConfigError(`DATA_DIR must be a writable directory; got "${raw}" (${dir}).`)
  }
  return dir
}

/** Parses the environment; throws `ConfigError` with a sentence for the first bad value. */
export function parseConfig(env: Env = process.env): Config {
  return {
    port: integer(env, 'PORT', 3000, 0, 65_535),
    host: value(env, 'HOST') ?? '127.0.0.1',
    smtpUrl: smtpUrl(env),
    ...mailAddresses(env),
    siteUrl: siteUrl(env),
    trustProxy: trustProxy(env),
    allowedOrigins: allowedOrigins(env),
    contactLimit: contactLimit(env),
    retentionDays: integer(env, 'RETENTION_DAYS', 30, 1, 3650),
    statsRetentionDays: statsRetentionDays(env),
    logFormat: logFormat(env),
    dataDir: dataDir(env),
  }
}
