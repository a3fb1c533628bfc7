/**
 * Taking in one contact message, whichever way it was posted (JSON from the page's code, or the
 * plain form without it): Idempotency-Key, rate limit, honeypot, the shared schema, then the
 * outbox. Both routes answer only from the outcome, so a message is never stored by one and
 * refused by the other. Any storage failure on the way is `unavailable`, with nothing accepted.
 */
import type { Context } from 'hono'
import { validateContact, type FieldErrors } from '../../src/schema/contact-schema'
import type { AppEnv } from '../app-env'
import type { ContactLimit } from '../config-values'
import type { Log } from '../log/logger'
import type { OutboxIntake } from '../outbox/outbox'
import { sameMessage } from '../outbox/outbox-intake'

/** Called after a message is committed, to start its delivery (the request's context). */
export type OnStored = (c: Context<AppEnv>) => void

export interface AcceptOptions {
  store: OutboxIntake
  limit: ContactLimit
  onStored: OnStored
  log: Log
}

export type Acceptance =
  | { kind: 'queued'; id: string }
  /** Empty `errors`: only `language` was wrong, which no form field can show. */
  | { kind: 'invalid'; errors: FieldErrors }
  | { kind: 'limited'; retryAfterSeconds: number }
  /** The Idempotency-Key already holds a message with other words. */
  | { kind: 'conflict' }
  | { kind: 'unavailable' }

type Outcome = Exclude<Acceptance, { kind: 'unavailable' }> & { isNew?: boolean }

function isHoneypotFilled(fields: Record<string, unknown>): boolean {
  const { website } = fields
  if (website === undefined || website === null || website === false) return false
  return typeof website !== 'string' || website.trim() !== ''
}

async function take(
  fields: Record<string, unknown>,
  { client, key }: { client: string; key?: string },
  { store, limit }: AcceptOptions,
): Promise<Outcome> {
  // A repeated post (its answer was lost) is answered before the limit, which it does not use.
  const earlier = key === undefined ? undefined : await store.findByKey(key)
  if (earlier) {
    const result = validateContact(fields)
    return result.ok && sameMessage(earlier, result.value)
      ? { kind: 'queued', id: earlier.id }
      : { kind: 'conflict' }
  }

  const wait = await store.retryAfter(client, limit)
  if (wait > 0) return { kind: 'limited', retryAfterSeconds: wait }

  // A bot is told what a person is told, so it learns nothing from the answer.
  const id = crypto.randomUUID()
  if (isHoneypotFilled(fields)) {
    const counted = await store.accept({ client, id }, limit)
    return counted.kind === 'limited' ? counted : { kind: 'queued', id }
  }

  const result = validateContact(fields)
  if (!result.ok) return { kind: 'invalid', errors: result.errors }

  const accepted = await store.accept({ client, id, key, message: result.value }, limit)
  switch (accepted.kind) {
    case 'stored':
      return { kind: 'queued', id: accepted.id, isNew: true }
    case 'replayed':
      return { kind: 'queued', id: accepted.id }
    case 'conflict':
    case 'limited':
      return accepted
  }
}

/** `client` is who the limit counts; `key` an Idempotency-Key to store the message under. */
export async function acceptContact(
  c: Context<AppEnv>,
  fields: Record<string, unknown>,
  post: { client: string; key?: string },
  options: AcceptOptions,
): Promise<Acceptance> {
  let outcome: Outcome
  try {
    outcome = await take(fields, post, options)
  } catch (error) {
    options.log(
      `contact: storage unavailable (${error instanceof Error ? error.message : error})`,
      'error',
    )
    return { kind: 'unavailable' }
  }
  if (outcome.kind !== 'queued') return outcome
  if (outcome.isNew) options.onStored(c)
  return { kind: 'queued', id: outcome.id }
}
