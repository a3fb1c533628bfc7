/**
 * The whole site as one Cloudflare Worker. Pages and files are Workers static assets (the
 * build's `client/`, with its `_headers` and 404 pages); only `/api/*` and the filtered index
 * pages run this code (`run_worker_first`, from `wrangler.jsonc` and the build), the same Hono
 * app as on Node over a D1 outbox.
 * An accepted message gets its first delivery try right after the answer (`waitUntil`); the
 * Cron Trigger retries what is still due, and purges what retention allows (delivered
 * messages, counted days) and the rate limit's posts older than its window.
 */
// First: the modules below read the site's languages as they load.
import '../../../src/i18n/site-languages'
import { createApp, type App } from '../../app'
import type { Log } from '../../log/logger'
import { DEFAULT_BACKOFF, deliverDue } from '../../outbox/deliver-due'
import type { MailTransport, OutgoingMail } from '../../outbox/mail'
import { clientNetwork } from '../../contact/client-network'
import type { Outbox } from '../../outbox/outbox'
import type { VisitStore } from '../../visits/visits'
import { ownerCountedSite } from '../../visits/counted-site'
import { d1Outbox } from './d1-outbox'
import { assetWithChoice } from './filtered-index'
import { newerDataOnD1 } from './schema-check'
import { d1Visits } from './d1-visits'
import { parseEdgeConfig, type EdgeConfig, type EdgeEnv } from './edge-config'
import { mimeMessage } from './mime-message'
import { MAX_SENDS_PER_RUN } from './send-cap'
import type { ExecutionContext, Fetcher, ScheduledController } from './platform'
import { socketSmtpTransport } from './socket-smtp'
import { ownerAddresses } from '../../outbox/owner-addresses'

/**
 * The Worker's own answers are JSON and the plain form's pages, which hold no script, style or
 * picture: they need nothing but their links and their form. (Not exported: a Worker module's
 * named exports must be handlers.)
 */
const API_POLICY = "default-src 'none'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'"

/** Retries wait for the next scheduled run at least; the Cron Trigger fires every minute. */
const EDGE_BACKOFF = { baseMs: 60_000, maxMs: DEFAULT_BACKOFF.maxMs }

interface Edge {
  /** Why this engine must not touch the data, once read; `undefined` when it may. */
  refusal: Promise<string | undefined>
  config: EdgeConfig
  app: App
  store: Outbox
  visits: VisitStore
  deliver(): Promise<number>
}

/** Where mail goes in `npm run preview:edge` without SMTP_URL: `DATA_DIR/mail/<id>.eml`. */
function sinkTransport(sink: Fetcher): MailTransport {
  return {
    async send(mail: OutgoingMail, id: string) {
      const res = await sink.fetch(
        new Request(`http://mail-sink/${encodeURIComponent(id)}`, {
          method: 'POST',
          body: mimeMessage(mail),
        }),
      )
      if (!res.ok) throw new Error(`the local mail folder refused the message (${res.status})`)
    },
    describe: () => '.eml files in DATA_DIR/mail',
    close: () => {},
  }
}

function transportFor(config: EdgeConfig, env: EdgeEnv): MailTransport | undefined {
  if (config.smtpUrl) return socketSmtpTransport(config.smtpUrl)
  return env.MAIL_SINK ? sinkTransport(env.MAIL_SINK) : undefined
}

/** Workers Logs keeps a line's level from the console method that wrote it. */
const log: Log = (line, level = 'info') => {
  if (level === 'error') console.error(line)
  else if (level === 'warn') console.warn(line)
  else console.log(line)
}

/** One per isolate and set of bindings: the app and its outbox stay warm. */
const edges = new WeakMap<EdgeEnv, Edge>()

function edgeFor(env: EdgeEnv): Edge {
  const known = edges.get(env)
  if (known) return known
  const config = parseEdgeConfig(env)
  const store = d1Outbox(env.OUTBOX)
  const visits = d1Visits(env.OUTBOX)
  const counted = ownerCountedSite()
  const transport = transportFor(config, env)
  const addresses = ownerAddresses(config)
  const deliver = async () => {
    if (!transport) {
      console.warn('mail: no SMTP_URL is set; messages wait in the outbox until it is')
      return 0
    }
    let claims = 0
    return deliverDue({
      store,
      transport,
      addresses,
      backoff: EDGE_BACKOFF,
      log,
      shouldStop: () => claims++ >= MAX_SENDS_PER_RUN,
    })
  }
  const app = createApp({
    config,
    store,
    site: { csp: API_POLICY },
    // The limit counts in D1, not in the isolate's memory: the platform spreads visitors over
    // many instances.
    clientOf: (c) => clientNetwork(c.req.header('cf-connecting-ip')),
    onStored: (c) => c.executionCtx.waitUntil(deliver()),
    log,
    counting: counted && { store: visits, counted },
  })
  const refusal = newerDataOnD1(env.OUTBOX).then((problem) => {
    if (problem) console.error(problem)
    return problem
  })
  const edge = { refusal, config, app, store, visits, deliver }
  edges.set(env, edge)
  return edge
}

export default {
  fetch(request: Request, env: EdgeEnv, ctx: ExecutionContext): Response | Promise<Response> {
    const { pathname } = new URL(request.url)
    if (!pathname.startsWith('/api/')) return assetWithChoice(request, env.ASSETS)
    const edge = edgeFor(env)
    return edge.refusal.then((refused) =>
      refused
        ? Response.json({ error: 'unavailable' }, { status: 503 })
        : edge.app.fetch(request, env, ctx),
    )
  },

  scheduled(_controller: ScheduledController, env: EdgeEnv, ctx: ExecutionContext): void {
    const { refusal, store, visits, config, deliver } = edgeFor(env)
    ctx.waitUntil(
      refusal.then((refused) =>
        refused
          ? undefined
          : Promise.all([
              deliver(),
              store.purgeDelivered(config.retentionDays),
              store.purgeExpiredPosts(config.contactLimit),
              visits.purgeCounts(config.statsRetentionDays),
            ]).then(([sent, purged]) => {
              if (sent > 0 || purged > 0) console.log(`mail: ${sent} sent, ${purged} purged`)
            }),
      ),
    )
  },
}
