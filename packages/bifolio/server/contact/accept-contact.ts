/**
 * Taking in one contact message, whichever way it was posted (JSON from the page's code, or the
 * plain form without it): rate limit, honeypot, the shared schema, then the outbox. Both routes
 * answer only from the outcome, so a message is never stored by one and refused by the other.
 */
import type { Context } from 'hono'
import { validateContact, type FieldErrors } from '../../src/schema/contact-schema'
import type { AppEnv } from '../app-env'
import type { Log } from '../log/logger'
import type { Outbox } from '../outbox/outbox'
import type { RateLimiter } from './rate-limiter'

/** Called after a message is committed, to start its delivery (the request's context). */
export type OnStored = (c: Context<AppEnv>) => void

export interface AcceptOptions {
  store: Outbox
  limiter: RateLimiter
  onStored: OnStored
  log: Log
}

export type Acceptance =
  | { kind: 'queued'; id: string }
  /** Empty `errors`: only `language` was wrong, which no form field can show. */
  | { kind: 'invalid'; errors: FieldErrors }
  | { kind: 'limited'; retryAfterSeconds: number }
  | { kind: 'unavailable' }

function isHoneypotFilled(fields: Record<string, unknown>): boolean {
  const { website } = fields
  if (website === undefined || website === null || website === false) return false
  return typeof website !== 'string' || website.trim() !== ''
}

/** `client` is who the limit counts; `key` an Idempotency-Key to store the message under. */
export async function acceptContact(
  c: Context<AppEnv>,
  fields: Record<string, unknown>,
  { client, key }: { client: string; key?: string },
  { store, limiter, onStored, log }: AcceptOptions,
): Promise<Acceptance> {
  const wait = await limiter.retryAfter(client)
  if (wait > 0) return { kind: 'limited', retryAfterSeconds: wait }

  // A bot is told what a person is told, so it learns nothing from the answer.
  if (isHoneypotFilled(fields)) {
    await limiter.record(client)
    return { kind: 'queued', id: crypto.randomUUID() }
  }

  const result = validateContact(fields)
  if (!result.ok) return { kind: 'invalid', errors: result.errors }

  let stored: { id: string; created: boolean }
  try {
    stored = await store.enqueue(result.value, crypto.randomUUID(), key)
  } catch (error) {
    log(`contact: storage unavailable (${error instanceof Error ? error.message : error})`, 'error')
    return { kind: 'unavailable' }
  }
  if (stored.created) {
    await limiter.record(client)
    onStored(c)
  }
  return { kind: 'queued', id: stored.id }
}
