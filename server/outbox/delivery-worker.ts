/**
 * Sends stored messages one at a time. Temporary failures are retried with exponential
 * backoff (the schedule lives in the database, so it survives restarts); permanent ones are
 * marked failed and kept for the owner.
 */
import type { Log } from '../log/logger'
import type { MailAddresses } from './compose-mail'
import { composeMail } from './compose-mail'
import type { MailTransport } from './mail-transport'
import type { OutboxStore } from './outbox-store'
import { classifySendFailure } from './smtp-failure'

export interface Backoff {
  baseMs: number
  maxMs: number
}

const POLL_MS = 60_000

export const DEFAULT_BACKOFF: Backoff = { baseMs: 30_000, maxMs: 60 * 60_000 }

export interface DeliveryWorkerOptions {
  store: OutboxStore
  transport: MailTransport
  addresses: MailAddresses
  backoff?: Backoff
  log?: Log
  now?: () => number
}

export function retryDelay(attempts: number, { baseMs, maxMs }: Backoff): number {
  return Math.min(maxMs, baseMs * 2 ** Math.max(0, attempts - 1))
}

export interface DeliveryWorker {
  /** Asks the worker to look at the queue now (after a new message was stored). */
  wake(): void
  /** Resolves when the queue holds nothing due; for tests and the clean stop. */
  idle(): Promise<void>
  /** Stops taking new work and waits for the send in flight, if any. */
  stop(): Promise<void>
}

export function startDeliveryWorker(options: DeliveryWorkerOptions): DeliveryWorker {
  const { store, transport, addresses, backoff = DEFAULT_BACKOFF, log = console.log } = options
  const now = options.now ?? Date.now
  let stopped = false
  let running: Promise<void> | undefined
  let timer: NodeJS.Timeout | undefined
  let idleWaiters: Array<() => void> = []

  async function deliver(): Promise<void> {
    // `stopped` is checked before each claim: a row claimed during a stop would be left
    // `sending` for the next start to requeue, a needless resend risk.
    const claim = () => (stopped ? undefined : store.claimNext())
    for (let next = claim(); next; next = claim()) {
      try {
        await transport.send(composeMail(next, addresses), next.id)
        store.markSent(next.id)
      } catch (error) {
        const failure = classifySendFailure(error)
        if (failure.kind === 'permanent') {
          store.markFailed(next.id, failure.reason)
          log(
            `mail: message ${next.id} refused for good (${failure.reason}); kept as failed`,
            'error',
          )
        } else {
          const at = now() + retryDelay(next.attempts, backoff)
          store.markRetry(next.id, at, failure.reason)
          log(`mail: message ${next.id} not sent yet (${failure.reason}); retrying later`, 'warn')
        }
      }
    }
  }

  function schedule(): void {
    if (stopped) return
    clearTimeout(timer)
    const dueAt = store.nextDueAt()
    if (dueAt === undefined) {
      for (const resolve of idleWaiters) resolve()
      idleWaiters = []
    }
    // Even when idle, look again within a minute: `npm run inbox -- --retry-failed` requeues
    // from another process. Unref'd so it never holds the process open.
    const delay = dueAt === undefined ? POLL_MS : Math.min(Math.max(0, dueAt - now()), POLL_MS)
    timer = setTimeout(wake, delay)
    timer.unref()
  }

  function wake(): void {
    if (stopped || running) return
    running = deliver()
      .catch((error: unknown) => {
        log(
          `mail: the outbox could not be read (${error instanceof Error ? error.message : error})`,
          'error',
        )
      })
      .finally(() => {
        running = undefined
        try {
          schedule()
        } catch {
          // The store closed under us during a stop; nothing left to schedule.
        }
      })
  }

  wake()
  return {
    wake,
    idle: () =>
      new Promise<void>((resolve) => {
        if (!running && store.nextDueAt() === undefined) return resolve()
        idleWaiters.push(resolve)
      }),
    async stop() {
      stopped = true
      clearTimeout(timer)
      await running
      for (const resolve of idleWaiters) resolve()
      idleWaiters = []
    },
  }
}
