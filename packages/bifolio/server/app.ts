/**
 * The whole HTTP surface: the contact API and the prerendered site behind one set of security
 * headers. Pure wiring: storage, the site and who a client is are passed in, so tests run it in
 * process and the same app runs on Node (`start-server.ts`) and as a Worker (`edge/worker.ts`).
 */
import { Hono } from 'hono'
import { cors } from 'hono/cors'
import type { AppEnv } from './app-env'
import type { Config } from './config-values'
import type { OnStored } from './contact/accept-contact'
import type { ClientOf } from './contact/client-address'
import { clientAddress } from './contact/client-address'
import { clientNetwork } from './contact/client-network'
import { contactRoute } from './contact/contact-route'
import { plainFormRoute } from './contact/plain-form-route'
import type { AccessEntry, Log } from './log/logger'
import { requestLog } from './log/request-log'
import type { OutboxIntake } from './outbox/outbox'
import { securityHeaders } from './security-headers-middleware'
import type { BeaconLimit } from './visits/beacon-limit'
import { countRoute } from './visits/count-route'
import type { CountedSite } from './visits/counted-site'
import type { VisitStore } from './visits/visits'

export type AppConfig = Pick<Config, 'siteUrl' | 'trustProxy' | 'contactLimit' | 'allowedOrigins'>

/** The pages: their policy, and the routes that answer whatever the API does not. */
export interface Site {
  csp: string
  routes?: Hono<AppEnv>
}

export interface AppOptions {
  config: AppConfig
  store: OutboxIntake
  site: Site
  onStored?: OnStored
  /**
   * Who the rate limit counts; unset, the network of the socket's address or of the proxy's
   * entry (`TRUST_PROXY`), by the rule the edge counts by.
   */
  clientOf?: ClientOf
  log?: Log
  /** Receives one entry per answered request; unset, requests are not logged. */
  accessLog?: (entry: AccessEntry) => void
  /**
   * Where `POST /api/count` counts and what it may count (`visits/counted-site.ts`); unset
   * (the owner's `counting: false`), the path answers 404 like any other unknown one.
   */
  counting?: { store: Pick<VisitStore, 'record'>; counted: CountedSite; limit?: BeaconLimit }
}

export function createApp({
  config,
  store,
  site,
  onStored = () => {},
  clientOf = (c) => clientNetwork(clientAddress(c, config.trustProxy)),
  log = console.log,
  accessLog,
  counting,
}: AppOptions) {
  const app = new Hono<AppEnv>()

  if (accessLog) app.use(requestLog(accessLog, config.trustProxy))
  app.use(
    securityHeaders({
      csp: site.csp,
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
  // One allowance per visitor, however the message is posted: both routes count in `store`.
  const limit = config.contactLimit
  app.route('/api/contact', contactRoute({ store, limit, clientOf, onStored, log }))
  app.route(
    '/api/contact/form',
    plainFormRoute({
      store,
      limit,
      clientOf,
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
  if (counting) {
    app.route(
      '/api/count',
      countRoute({
        ...counting,
        clientOf,
        pageOrigins: [new URL(config.siteUrl).origin, ...config.allowedOrigins],
        log,
      }),
    )
  }
  app.all('/api/*', (c) => c.json({ error: 'not_found' }, 404))
  if (site.routes) app.route('/', site.routes)

  app.notFound((c) => c.json({ error: 'not_found' }, 404))
  app.onError((error, c) => {
    // The visitor learns nothing about the internals; the log keeps the detail.
    log(`${c.req.method} ${new URL(c.req.url).pathname}: ${error.stack ?? error.message}`, 'error')
    return c.json({ error: 'internal' }, 500)
  })
  return app
}

export type App = ReturnType<typeof createApp>
