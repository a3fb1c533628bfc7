/**
 * Starts the one production process: opens the outbox, starts the delivery worker, loads the
 * built site and listens. `stop()` is the clean shutdown: no new connections, the requests in
 * flight are answered, the send in flight finishes (or, past the grace period, is abandoned
 * and requeued at the next start), the database closes.
 */
import { serve } from '@hono/node-server'
import { Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { join } from 'node:path'
import { createApp } from '../../app'
import type { Config } from './config'
import { ConfigError } from './config'
import type { AccessEntry, Log } from '../../log/logger'
import type { Backoff } from '../../outbox/deliver-due'
import type { Migration } from '../../outbox/migrations'
import { startDeliveryWorker } from './delivery-worker'
import type { SmtpTimeouts } from './mail-transport'
import { fileTransport, smtpTransport } from './mail-transport'
import { openOutbox } from './outbox-store'
import { nodeSite } from './static-site'
import { ownerAddresses } from '../../outbox/owner-addresses'
import { ownerCountedSite } from '../../visits/counted-site'

export interface StartOptions {
  config: Config
  clientDir: string
  backoff?: Backoff
  smtpTimeouts?: SmtpTimeouts
  /**
   * How long a stop waits for requests and the send in flight before cutting them off; below
   * the 10 s a service manager usually waits before SIGKILL, so the database always closes.
   */
  stopGraceMs?: number
  log?: Log
  accessLog?: (entry: AccessEntry) => void
  /** The schema's migrations, the engine's own by default. */
  migrations?: readonly Migration[]
}

export interface RunningServer {
  url: string
  stop(): Promise<void>
}

const HOUR = 3_600_000
/** Keep-alive connections turn idle as their last answer ends; they are closed this often. */
const IDLE_SWEEP_MS = 50
/** After the grace period, how long an abandoned send gets to record its outcome. */
const ABANDON_MS = 500

const delay = (ms: number) =>
  new Promise<void>((resolve) => {
    setTimeout(resolve, ms).unref()
  })

/** The HTTP server on the configured port; a port it may not take is a configuration error. */
function listen(fetch: (request: Request) => Response | Promise<Response>, config: Config) {
  return new Promise<Server>((resolve, reject) => {
    const started = serve({ fetch, port: config.port, hostname: config.host }, () =>
      started instanceof Server ? resolve(started) : reject(new Error('not an HTTP/1 server')),
    )
    started.once('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'EADDRINUSE' || error.code === 'EACCES') {
        const problem =
          error.code === 'EADDRINUSE' ? 'is already in use' : 'may not be used by this user'
        reject(
          new ConfigError(
            `PORT ${config.port} on HOST ${config.host} ${problem}; choose another PORT.`,
          ),
        )
      } else reject(error)
    })
  })
}

export async function startServer(options: StartOptions): Promise<RunningServer> {
  const { config, clientDir, log = console.log, stopGraceMs = 8_000 } = options
  const site = await nodeSite(clientDir)
  const store = openOutbox(config.dataDir, { migrations: options.migrations })
  const released = await store.releaseClaims()
  if (released > 0)
    log(`mail: ${released} message(s) interrupted by the last stop are queued again`)
  const purge = async () => {
    const purged = await store.purgeDelivered(config.retentionDays)
    await store.purgeExpiredPosts(config.contactLimit)
    await store.visits.purgeCounts(config.statsRetentionDays)
    return purged
  }
  const purged = await purge()
  if (purged > 0)
    log(`mail: deleted ${purged} delivered message(s) older than ${config.retentionDays} days`)
  const purgeTimer = setInterval(() => {
    purge().catch((error: unknown) => {
      log(
        `outbox: the hourly purge waits for the next hour (${error instanceof Error ? error.message : error})`,
        'warn',
      )
    })
  }, HOUR)
  purgeTimer.unref()

  const transport = config.smtpUrl
    ? smtpTransport(config.smtpUrl, options.smtpTimeouts)
    : fileTransport(join(config.dataDir, 'mail'), log)
  const worker = startDeliveryWorker({
    store,
    transport,
    addresses: ownerAddresses(config),
    backoff: options.backoff,
    log,
  })
  const counted = ownerCountedSite()
  const app = createApp({
    config,
    store,
    site,
    onStored: worker.wake,
    log,
    accessLog: options.accessLog,
    counting: counted && { store: store.visits, counted },
  })

  const server = await listen(app.fetch, config).catch((error: unknown) => {
    store.close()
    throw error
  })
  const { port } = server.address() as AddressInfo
  const host = config.host.includes(':') ? `[${config.host}]` : config.host
  const url = `http://${host}:${port}`
  log(`serving ${clientDir} and the contact API on ${url}; mail goes to ${transport.describe()}`)

  let stopping: Promise<void> | undefined
  return {
    url,
    stop() {
      stopping ??= (async () => {
        clearInterval(purgeTimer)
        const closed = new Promise<void>((resolve) => server.close(() => resolve()))
        const sweep = setInterval(() => server.closeIdleConnections(), IDLE_SWEEP_MS)
        const finished = await Promise.race([
          Promise.all([worker.stop(), closed]).then(() => true),
          delay(stopGraceMs).then(() => false),
        ])
        clearInterval(sweep)
        if (!finished) {
          log(`stop: still busy after ${stopGraceMs} ms; cutting connections and the send`, 'warn')
          server.closeAllConnections()
          // A send cut off here stays claimed, and the next start queues it again.
          transport.close()
          await Promise.race([worker.stop(), delay(ABANDON_MS)])
        }
        transport.close()
        store.close()
      })()
      return stopping
    },
  }
}
