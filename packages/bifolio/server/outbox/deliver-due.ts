/**
 * One pass over the outbox: claim each due message, send it, record the outcome. Temporary
 * failures are retried with exponential backoff (the schedule lives in the store, so it
 * survives restarts); permanent ones are marked failed and kept for the owner. Node's delivery
 * worker runs a pass whenever a message is stored or falls due; the edge runs one after each
 * accepted message and from its Cron Trigger.
 */
import type { Log } from '../log/logger'
import type { MailAddresses } from './compose-mail'
import { composeMail } from './compose-mail'
import type { MailTransport } from './mail'
import type { Outbox } from './outbox'
import { classifySendFailure } from './smtp-failure'

export interface Backoff {
  baseMs: number
  maxMs: number
}

export const DEFAULT_BACKOFF: Backoff = { baseMs: 30_000, maxMs: 60 * 60_000 }

export function retryDelay(attempts: number, { baseMs, maxMs }: Backoff): number {
  return Math.min(maxMs, baseMs * 2 ** Math.max(0, attempts - 1))
}

export interface DeliveryOptions {
  store: Outbox
  transport: MailTransport
  addresses: MailAddresses
  backoff?: Backoff
  log?: Log
  now?: () => number
  /**
   * Asked before each claim; a row claimed during a stop would be left `sending` for the next
   * start to requeue, a needless resend risk.
   */
  shouldStop?: () => boolean
}

/** Sends every message due now; resolves with how many were sent. */
export async function deliverDue({
  store,
  transport,
  addresses,
  backoff = DEFAULT_BACKOFF,
  log = console.log,
  now = Date.now,
  shouldStop = () => false,
}: DeliveryOptions): Promise<number> {
  let sent = 0
  const claim = async () => (shouldStop() ? undefined : await store.claimNext())
  for (let next = await claim(); next; next = await claim()) {
    try {
      await transport.send(composeMail(next, addresses), next.id)
      await store.markSent(next.id)
      sent += 1
    } catch (error) {
      const failure = classifySendFailure(error)
      if (failure.kind === 'permanent') {
        await store.markFailed(next.id, failure.reason)
        log(
          `mail: message ${next.id} refused for good (${failure.reason}); kept as failed`,
          'error',
        )
      } else {
        const at = now() + retryDelay(next.attempts, backoff)
        await store.markRetry(next.id, at, failure.reason)
        log(`mail: message ${next.id} not sent yet (${failure.reason}); retrying later`, 'warn')
      }
    }
  }
  return sent
}
