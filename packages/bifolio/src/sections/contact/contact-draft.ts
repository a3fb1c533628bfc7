/**
 * The unsent message kept in localStorage so a reload loses nothing. The honeypot is never
 * kept: a bot's value must not come back as a person's.
 */
import { readStorage, removeStorage, writeStorage } from '../../lib/storage'
import { EMPTY_VALUES, type ContactValues } from '../../schema/contact-values'

export const DRAFT_STORAGE_KEY = 'contact-draft'

export interface ContactDraft {
  values: ContactValues
  /** The Idempotency-Key of this draft once it has been sent at least once. */
  idempotencyKey: string | null
  /**
   * What was sent under that key (the request's JSON): other words need another key, since
   * the server keeps the first words a key was sent with.
   */
  sentPayload: string | null
}

function stringOr(value: unknown): string {
  return typeof value === 'string' ? value : ''
}

export function parseDraft(text: string | null): ContactDraft | null {
  if (!text) return null
  let data: unknown
  try {
    data = JSON.parse(text)
  } catch {
    return null
  }
  if (typeof data !== 'object' || data === null) return null
  const { values, idempotencyKey, sentPayload } = data as {
    values?: Record<string, unknown>
    idempotencyKey?: unknown
    sentPayload?: unknown
  }
  if (typeof values !== 'object' || values === null) return null
  return {
    values: {
      name: stringOr(values.name),
      email: stringOr(values.email),
      subject: stringOr(values.subject),
      message: stringOr(values.message),
      consent: values.consent === true,
      service: stringOr(values.service),
      budget: stringOr(values.budget),
      timeline: stringOr(values.timeline),
      website: '',
    },
    idempotencyKey: typeof idempotencyKey === 'string' && idempotencyKey ? idempotencyKey : null,
    sentPayload: typeof sentPayload === 'string' ? sentPayload : null,
  }
}

function isBlank(values: ContactValues): boolean {
  return (
    !values.name &&
    !values.email &&
    !values.subject &&
    !values.message &&
    !values.consent &&
    !values.service &&
    !values.budget &&
    !values.timeline
  )
}

export function readDraft(): ContactDraft | null {
  return parseDraft(readStorage(DRAFT_STORAGE_KEY))
}

export function writeDraft({ values, idempotencyKey, sentPayload }: ContactDraft): void {
  if (isBlank(values) && !idempotencyKey) {
    removeStorage(DRAFT_STORAGE_KEY)
    return
  }
  const kept = { ...values, website: EMPTY_VALUES.website }
  writeStorage(DRAFT_STORAGE_KEY, JSON.stringify({ values: kept, idempotencyKey, sentPayload }))
}

export function clearDraft(): void {
  removeStorage(DRAFT_STORAGE_KEY)
}

/** randomUUID exists only on secure origins; a LAN preview over plain http still needs a key. */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID()
  const bytes = crypto.getRandomValues(new Uint8Array(16))
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')
}
