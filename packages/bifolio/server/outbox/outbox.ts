/**
 * The outbox as the contact routes and the delivery see it, whatever holds it: SQLite on
 * Node (`outbox-store.ts`), D1 on the edge (`../edge/d1-outbox.ts`). Each method may answer
 * at once or later (`Awaitable`), so callers always `await` it; the SQLite store answers at
 * once, which its own tests and the owner's tools rely on.
 */
import type { ContactMessage } from '../../src/schema/contact-schema'

export type Awaitable<T> = T | Promise<T>

type DeliveryStatus = 'pending' | 'sending' | 'sent' | 'failed'

export interface StoredMessage extends ContactMessage {
  id: string
  createdAt: number
  status: DeliveryStatus
  attempts: number
  nextAttemptAt: number
  lastError: string | null
  sentAt: number | null
}

/** A row as both SQL stores hold it (`migrations/`: 0001 made the table, 0003 added the brief). */
export interface MessageRow {
  id: string
  created_at: number
  name: string
  email: string
  subject: string
  message: string
  language: ContactMessage['language']
  /** The brief's ids, NULL when not given (and in rows stored before 0003). */
  service: ContactMessage['service'] | null
  budget: ContactMessage['budget'] | null
  timeline: ContactMessage['timeline'] | null
  status: DeliveryStatus
  attempts: number
  next_attempt_at: number
  last_error: string | null
  sent_at: number | null
}

export function fromRow(row: MessageRow): StoredMessage {
  return {
    id: row.id,
    createdAt: row.created_at,
    name: row.name,
    email: row.email,
    subject: row.subject,
    message: row.message,
    consent: true,
    language: row.language,
    service: row.service ?? undefined,
    budget: row.budget ?? undefined,
    timeline: row.timeline ?? undefined,
    status: row.status,
    attempts: row.attempts,
    nextAttemptAt: row.next_attempt_at,
    lastError: row.last_error,
    sentAt: row.sent_at,
  }
}

export interface Outbox {
  /**
   * Stores a message; with a known idempotency key it stores nothing and returns the first
   * id. Throws when storage is unavailable, in which case nothing was accepted.
   */
  enqueue(
    message: ContactMessage,
    id: string,
    idempotencyKey?: string,
  ): Awaitable<{ id: string; created: boolean }>
  /** The id stored under an idempotency key, if any. */
  findByKey(idempotencyKey: string): Awaitable<string | undefined>
  /** Marks the next due message as being sent (one claimant only) and returns it. */
  claimNext(): Awaitable<StoredMessage | undefined>
  /** When the next pending message is due, if there is one. */
  nextDueAt(): Awaitable<number | undefined>
  markSent(id: string): Awaitable<void>
  markRetry(id: string, at: number, error: string): Awaitable<void>
  markFailed(id: string, error: string): Awaitable<void>
  /** Deletes delivered messages older than the retention period (privacy). */
  purgeDelivered(retentionDays: number): Awaitable<number>
  /** Puts failed messages back in the queue, for the owner after fixing the mail setup. */
  requeueFailed(): Awaitable<number>
  list(): Awaitable<StoredMessage[]>
}
