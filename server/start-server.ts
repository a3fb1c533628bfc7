/**
 * Starts the one production process: opens the outbox, starts the delivery worker, loads the
 * built site and listens. `stop()` is the clean shutdown: no new connections, the send in
 * flight finishes (or is left claimed and requeued at the next start), the database closes.
 */
import { serve } from '@hono/node-server'
import type { AddressInfo } from 'node:net'
import { join } from 'node:path'
import { createApp } from './app'
import type { Config } from './config'
import { ConfigError } from './config'
import type { Backoff } from './outbox/delivery-worker'
import { startDeliveryWorker } from './outbox/delivery-worker'
import type { SmtpTimeouts } from './outbox/mail-transport'
import { fileTransport, smtpTransport } from './outbox/mail-transport'
import { openOutbox } from './outbox/outbox-store'
import { loadSiteFiles } from './static/site-files'

export interface StartOptions {
  config: Config
  clientDir: string
  backoff?: Backoff
  smtpTimeouts?: SmtpTimeouts
  /** How long a stop waits for a send in flight before leaving it for the next start. */
  stopGraceMs?: number
  log?: (line: string) => void
}

export interface RunningServer {
  url: string
  stop(): Promise<void>
}

const HOUR = 3_600_000

export async function startServer(options: StartOptions): Promise<RunningServer> {
  const { config, clientDir, log = console.log, stopGraceMs = 10_000 } = options
  const files = await loadSiteFiles(clientDir)
  const store = openOutbox(config.dataDir)
  const released = store.releaseClaims()
  if (released > 0)
    log(`mail: ${released} message(s) interrupted by the last stop are queued again`)
  const purged = store.purgeDelivered(config.retentionDays)
  if (purged > 0)
    log(`mail: deleted ${purged} delivered message(s) older than ${config.retentionDays} days`)
  const purgeTimer = setInterval(() => store.purgeDelivered(config.retentionDays), HOUR)
  purgeTimer.unref()

  const transport = config.smtpUrl
    ? smtpTransport(config.smtpUrl, options.smtpTimeouts)
    : fileTransport(join(config.dataDir, 'mail'), log)
  const worker = startDeliveryWorker({
    store,
    transport,
    addresses: { mailTo: config.mailTo, mailFrom: config.mailFrom },
    backoff: options.backoff,
    log,
  })
  const app = createApp({ config, store, files, onStored: worker.wake, log })

  const server = await new Promise<ReturnType<typeof serve>>((resolve, reject) => {
    const started = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, () =>
      resolve(started),
    )
    started.once('error', (error: NodeJS.ErrnoException) => {
      store.close()
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
        if ('closeIdleConnections' in server) server.closeIdleConnections()
        const grace = new Promise<void>((resolve) => setTimeout(resolve, stopGraceMs).unref())
        await Promise.race([worker.stop(), grace])
        transport.close()
        await Promise.race([closed, grace])
        store.close()
      })()
      return stopping
    },
  }
}
