/**
 * Builds the app in process against real parts: a SQLite outbox in a temp dir, the delivery
 * worker with short backoffs, and either a loopback SMTP sink or the `.eml` folder.
 */
import { join } from 'node:path'
import { createApp } from '../../server/app'
import type { AccessEntry } from '../../server/log/logger'
import type { AppConfig } from '../../server/app'
import { startDeliveryWorker } from '../../server/adapters/node/delivery-worker'
import { fileTransport, smtpTransport } from '../../server/adapters/node/mail-transport'
import { openOutbox } from '../../server/adapters/node/outbox-store'
import { precompress } from '../../shared/precompress'
import { nodeSite } from '../../server/adapters/node/static-site'
import { fixtureSite, tempDir } from './fixtures'
import type { SinkMode, SmtpSink } from './smtp-sink'
import { startSmtpSink } from './smtp-sink'
import { MAIL_FROM, MAIL_TO } from './mail-addresses'

export { MAIL_FROM, MAIL_TO }

export interface HarnessOptions {
  sink?: SinkMode | 'files'
  config?: Partial<AppConfig>
  /**
   * The built site to serve, a fresh `fixtureSite()` by default; it gets its brotli and gzip
   * files as the build's does.
   */
  site?: string
}

export async function startHarness({
  sink: mode = 'accept',
  config = {},
  site,
}: HarnessOptions = {}) {
  const siteDir = site ?? fixtureSite()
  await precompress(siteDir)
  const dataDir = tempDir()
  const store = openOutbox(dataDir)
  const sink: SmtpSink | undefined = mode === 'files' ? undefined : await startSmtpSink(mode)
  const logs: string[] = []
  const log = (line: string) => void logs.push(line)
  const access: AccessEntry[] = []
  const transport = sink
    ? smtpTransport(sink.url, { connectionMs: 2000, socketMs: 2000 })
    : fileTransport(join(dataDir, 'mail'), log)
  const worker = startDeliveryWorker({
    store,
    transport,
    addresses: { mailTo: MAIL_TO, mailFrom: MAIL_FROM },
    backoff: { baseMs: 20, maxMs: 100 },
    log,
  })
  const app = createApp({
    config: {
      siteUrl: 'http://localhost:3000',
      trustProxy: false,
      contactLimit: { count: 5, windowSeconds: 600 },
      allowedOrigins: [],
      ...config,
    },
    store,
    site: await nodeSite(siteDir),
    onStored: worker.wake,
    log,
    accessLog: (entry) => void access.push(entry),
  })
  return {
    app,
    store,
    sink,
    worker,
    dataDir,
    logs,
    access,
    async close() {
      await worker.stop()
      transport.close()
      store.close()
      await sink?.close()
    },
  }
}

export type Harness = Awaited<ReturnType<typeof startHarness>>
