/**
 * Node's delivery: one process sends stored messages one at a time (`deliverDue`), woken when
 * a message is stored and by a timer when the next retry falls due.
 */
import type { DeliveryOptions } from '../../outbox/deliver-due'
import { DEFAULT_BACKOFF, deliverDue } from '../../outbox/deliver-due'

const POLL_MS = 60_000

/** What one pass needs; the worker itself decides when to stop. */
export type DeliveryWorkerOptions = Omit<DeliveryOptions, 'shouldStop'>

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

  const deliver = () =>
    deliverDue({ store, transport, addresses, backoff, log, now, shouldStop: () => stopped })

  async function schedule(): Promise<void> {
    if (stopped) return
    const dueAt = await store.nextDueAt()
    // A pass that began meanwhile schedules again when it ends.
    if (stopped || running) return
    clearTimeout(timer)
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
      .then(() => undefined)
      .finally(() => {
        running = undefined
        schedule().catch(() => {
          // The store closed under us during a stop; nothing left to schedule.
        })
      })
  }

  wake()
  return {
    wake,
    async idle() {
      if (!running && (await store.nextDueAt()) === undefined) return
      await new Promise<void>((resolve) => idleWaiters.push(resolve))
    },
    async stop() {
      stopped = true
      clearTimeout(timer)
      await running
      for (const resolve of idleWaiters) resolve()
      idleWaiters = []
    },
  }
}
