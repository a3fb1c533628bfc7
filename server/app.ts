/**
 * The whole HTTP surface: the contact API and the prerendered site behind one set of security
 * headers. Pure wiring: storage, mail and files are passed in, so tests run it in process.
 */
import { Hono } from 'hono'
import { cors } from 'hono/cors'
import type { AppEnv } from './app-env'
import type { Config } from './config'
import { contactRoute } from './contact/contact-route'
import { plainFormRoute } from './contact/plain-form-route'
import { createRateLimiter } from './contact/rate-limiter'
import type { AccessEntry, Log } from './log/logger'
import { requestLog } from './log/request-log'
import type { OutboxStore } from './outbox/outbox-store'
import { sitePolicy } from './static/content-security-policy'
import type { SiteFile } from './static/site-files'
import { securityHeaders } from './static/security-headers'
import { staticSite } from './static/static-site'

export type AppConfig = Pick<Config, 'siteUrl' | 'trustProxy' | 'contactLimit' | 'allowedOrigins'>

export interface AppOptions {
  config: AppConfig
  store: OutboxStore
  files: ReadonlyMap<string, SiteFile>
  onStored?: () => void
  log?: Log
  /** Receives one entry per answered request; unset, requests are not logged. */
  accessLog?: (entry: AccessEntry) => void
  now?: () => number
}

export function createApp({
  config,
  store,
  files,
  onStored = () => {},
  log = console.log,
  accessLog,
  now,
}: AppOptions) {
  const app = new Hono<AppEnv>()

  if (accessLog) app.use(requestLog(accessLog, config.trustProxy))
  app.use(
    securityHeaders({
      csp: sitePolicy(files),
      https: config.siteUrl.startsWith('https:'),
      trustProxy: config.trustProxy,
    }),
  )

  if (config.allowedOrigins.length > 0) {
    // Only listed origins get Access-Control-Allow-Origin back (their own, never `*`); a
    // browser on any other page sees no CORS answer and refuses to send or read.
    app.use(
      '/api/*',
      cors({
        origin: config.allowedOrigins,
        allowMethods: ['POST'],
        allowHeaders: ['Content-Type', 'Idempotency-Key'],
        maxAge: 600,
      }),
    )
  }
  app.get('/api/health', (c) => c.json({ status: 'ok' }))
  // One allowance per visitor, however the message is posted.
  const limiter = createRateLimiter(config.contactLimit, now)
  app.route(
    '/api/contact',
    contactRoute({ store, limiter, trustProxy: config.trustProxy, onStored, log }),
  )
  app.route(
    '/api/contact/form',
    plainFormRoute({
      store,
      limiter,
      trustProxy: config.trustProxy,
      siteUrl: config.siteUrl,
      allowedOrigins: config.allowedOrigins,
      onStored,
      log,
    }),
  )
  app.all('/api/contact', (c) => {
    c.header('Allow', 'POST')
    return c.json({ error: 'method_not_allowed' }, 405)
  })
  app.all('/api/*', (c) => c.json({ error: 'not_found' }, 404))
  app.route('/', staticSite(files))

  app.notFound((c) => c.json({ error: 'not_found' }, 404))
  app.onError((error, c) => {
    // The visitor learns nothing about the internals; the log keeps the detail.
    log(`${c.req.method} ${new URL(c.req.url).pathname}: ${error.stack ?? error.message}`, 'error')
    return c.json({ error: 'internal' }, 500)
  })
  return app
}

export type App = ReturnType<typeof createApp>
