import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { parseConfig } from './config'
import { tempDir } from '../../../test/server/fixtures'

const base = () => ({ DATA_DIR: tempDir() })

describe('parseConfig', () => {
  it('has the documented defaults', () => {
    const config = parseConfig(base())
    expect(config).toMatchObject({
      port: 3000,
      host: '127.0.0.1',
      smtpUrl: undefined,
      siteUrl: 'http://localhost:3000',
      trustProxy: false,
      contactLimit: { count: 5, windowSeconds: 600 },
      logFormat: 'text',
      allowedOrigins: [],
      statsRetentionDays: 396,
    })
    // Unset, the owner's from the content (server/outbox/owner-addresses.ts).
    expect(config.mailTo).toBeUndefined()
  })

  it('logs JSON lines in production unless LOG_FORMAT says otherwise', () => {
    expect(parseConfig({ ...base(), NODE_ENV: 'production' }).logFormat).toBe('json')
    expect(parseConfig({ ...base(), NODE_ENV: 'production', LOG_FORMAT: 'text' }).logFormat).toBe(
      'text',
    )
    expect(parseConfig({ ...base(), LOG_FORMAT: 'json' }).logFormat).toBe('json')
  })

  it('reads every variable', () => {
    const config = parseConfig({
      ...base(),
      PORT: '8080',
      HOST: '0.0.0.0',
      SMTP_URL: 'smtps://u:p@smtp.example.com:465',
      MAIL_TO: 'me@example.com',
      MAIL_FROM: 'Site <site@example.com>',
      SITE_URL: 'https://example.com/',
      TRUST_PROXY: '1',
      CONTACT_LIMIT: '10/60',
      ALLOWED_ORIGINS: 'https://example.com, http://localhost:4173',
      STATS_RETENTION_DAYS: '90',
    })
    expect(config).toMatchObject({
      port: 8080,
      smtpUrl: 'smtps://u:p@smtp.example.com:465',
      siteUrl: 'https://example.com',
      trustProxy: true,
      contactLimit: { count: 10, windowSeconds: 60 },
      allowedOrigins: ['https://example.com', 'http://localhost:4173'],
      statsRetentionDays: 90,
    })
  })

  it.each([
    ['PORT', 'eighty'],
    ['PORT', '70000'],
    ['SMTP_URL', 'http://smtp.example.com'],
    ['SMTP_URL', 'not a url'],
    ['MAIL_TO', 'nobody'],
    ['MAIL_FROM', 'Site <broken>'],
    ['SITE_URL', 'example.com'],
    ['TRUST_PROXY', 'yes please'],
    ['CONTACT_LIMIT', '5 per minute'],
    ['CONTACT_LIMIT', '0/60'],
    ['LOG_FORMAT', 'yaml'],
    ['ALLOWED_ORIGINS', '*'],
    ['ALLOWED_ORIGINS', 'https://example.com/'],
    ['ALLOWED_ORIGINS', 'example.com'],
    ['STATS_RETENTION_DAYS', 'a year'],
    ['STATS_RETENTION_DAYS', '0'],
  ])('rejects %s=%s with a sentence naming both', (name, value) => {
    expect(() => parseConfig({ ...base(), [name]: value })).toThrow(
      new RegExp(`^${name} must .*"${value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}"`),
    )
  })

  it('rejects a DATA_DIR that cannot be written', () => {
    // Tests may run as root, for whom permissions do not bite: a path under a file never works.
    const file = join(tempDir(), 'a-file')
    writeFileSync(file, '')
    const dataDir = join(file, 'data')
    expect(() => parseConfig({ DATA_DIR: dataDir })).toThrow(
      `DATA_DIR must be a writable directory; got "${dataDir}"`,
    )
  })

  it('hides the SMTP password in the message', () => {
    expect(() => parseConfig({ ...base(), SMTP_URL: 'ftp://u:secret@x.example' })).toThrow(/\*\*\*/)
    expect(() => parseConfig({ ...base(), SMTP_URL: 'ftp://u:secret@x.example' })).not.toThrow(
      /secret/,
    )
  })
})
