/**
 * The outbox as the contact routes and the delivery see it, written once in SQL
 * over the storage port, whatever holds it: SQLite on Node, D1 on the edge.
 */
import type { ContactMessage } from '../../src/schema/contact-schema'
import type { ContactLimit } from '../config-values'

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

/** One post to take in: a message to store, or none (a filled honeypot), which only counts. */
export interface Post {
  /** Who the limit counts (`../contact/client-network.ts`). */
  client: string
  /** The id a stored message gets. */
  id: string
  key?: string
  message?: ContactMessage
}

export type Accepted =
  | { kind: 'stored'; id: string }
  /** The key's message, stored before with the same words: nothing new is stored. */
  | { kind: 'replayed'; id: string }
  /** The key holds other words: nothing is stored, the first message stays as it was. */
  | { kind: 'conflict' }
  | { kind: 'limited'; retryAfterSeconds: number }

/** What the contact routes do. Every method rejects when storage is unavailable. */
export interface OutboxIntake {
  /** Seconds until the client may post again, 0 if it may now; it records nothing. */
  retryAfter(client: string, limit: ContactLimit): Promise<number>
  /** The message stored under an Idempotency-Key, if any. */
  findByKey(key: string): Promise<StoredMessage | undefined>
  /**
   * In one transaction: the key's earlier message, else the limit checked, the message stored
   * and the post counted, or nothing at all.
   */
  accept(post: Post, limit: ContactLimit): Promise<Accepted>
}

/** What the delivery does. */
export interface OutboxDelivery {
  /** Marks the next due message as being sent (one claimant only) and returns it. */
  claimNext(): Promise<StoredMessage | undefined>
  /** When the next pending message is due, if there is one. */
  nextDueAt(): Promise<number | undefined>
  markSent(id: string): Promise<void>
  markRetry(id: string, at: number, error: string): Promise<void>
  markFailed(id: string, error: string): Promise<void>
}

/** Start, the scheduled clean-up and the owner's `npm run inbox`. */
export interface OutboxUpkeep {
  /**
   * Returns every claimed message to the queue: for a process that is the only sender (Node,
   * `npm run preview:edge`) as it starts, when any claim left is one its last run died with.
   */
  releaseClaims(): Promise<number>
  /** Deletes delivered messages older than the retention period (privacy). */
  purgeDelivered(retentionDays: number): Promise<number>
  /** Deletes the counted posts older than the limit's window, which no check reads again. */
  purgeExpiredPosts(limit: ContactLimit): Promise<number>
  /** Puts failed messages back in the queue, for the owner after fixing the mail setup. */
  requeueFailed(): Promise<number>
  list(): Promise<StoredMessage[]>
}

export type Outbox = OutboxIntake & OutboxDelivery & OutboxUpkeep
