/**
 * The whole HTTP surface: the contact API and the prerendered site behind one set of security
 * headers. Pure wiring: storage, mail and files are passed in, so tests run it in process.
 */
import { Hono } from 'hono'
import type { AppEnv } from './app-env'
import type { Config } from './config'
import { contactRoute } from './contact/contact-route'
import { createRateLimiter } from './contact/rate-limiter'
import type { OutboxStore } from './outbox/outbox-store'
import { contentSecurityPolicy } from './static/content-security-policy'
import type { SiteFile } from './static/site-files'
import { securityHeaders } from './static/security-headers'
import { staticSite } from './static/static-site'

export type AppConfig = Pick<Config, 'siteUrl' | 'trustProxy' | 'contactLimit'>

export interface AppOptions {
  config: AppConfig
  store: OutboxStore
  files: ReadonlyMap<string, SiteFile>
  onStored?: () => void
  log?: (line: string) => void
  now?: () => number
}

export function createApp({
  config,
  store,
  files,
  onStored = () => {},
  log = console.log,
  now,
}: AppOptions) {
  const pages = [...files]
    .filter(([path]) => path.endsWith('.html'))
    .map(([, file]) => new TextDecoder().decode(file.body))
  const app = new Hono<AppEnv>()

  app.use(
    securityHeaders({
      csp: contentSecurityPolicy(pages),
      https: config.siteUrl.startsWith('https:'),
      trustProxy: config.trustProxy,
    }),
  )

  app.get('/api/health', (c) => c.json({ status: 'ok' }))
  app.route(
    '/api/contact',
    contactRoute({
      store,
      limiter: createRateLimiter(config.contactLimit, now),
      trustProxy: config.trustProxy,
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
    log(`error: ${c.req.method} ${new URL(c.req.url).pathname}: ${error.stack ?? error.message}`)
    return c.json({ error: 'internal' }, 500)
  })
  return app
}

export type App = ReturnType<typeof createApp>
