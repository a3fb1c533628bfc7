/**
 * The one place the page talks to the contact API, `POST /api/contact` (its answers are
 * pinned by `server/contact/contact-route.test.ts`). Every answer the form has to handle
 * becomes a value, so a network error is not an exception to forget.
 */
import {
  CONTACT_FIELDS,
  ERROR_CODES,
  type ContactField,
  type ContactMessage,
  type ErrorCode,
  type FieldErrors,
} from '../../schema/contact-schema'

/** Same origin, unless the build was told where the API lives (`PUBLIC_API_URL`). */
export const CONTACT_ENDPOINT = `${import.meta.env.PUBLIC_API_URL}/api/contact`

export interface ContactPayload {
  name: string
  email: string
  subject: string
  message: string
  consent: boolean
  /** The brief's ids; '' (or left out) for a choice the visitor left open. */
  service?: string
  budget?: string
  timeline?: string
  language: ContactMessage['language']
  /** The honeypot: empty for people, filled by bots. */
  website: string
}

export type SendResult =
  | { kind: 'queued'; id: string }
  | { kind: 'invalid'; errors: FieldErrors }
  | { kind: 'rate_limited'; retryAfterSeconds: number | null }
  /** The Idempotency-Key was used before for other words (409): these need a key of their own. */
  | { kind: 'conflict' }
  | { kind: 'failed'; reason: 'network' | 'server' }

export interface SendOptions {
  /**
   * Kept for the same words until they are queued, so a retry after a lost answer is stored
   * once; other words get another.
   */
  idempotencyKey: string
  endpoint?: string
  signal?: AbortSignal
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

function isField(key: string): key is ContactField {
  return (CONTACT_FIELDS as readonly string[]).includes(key)
}

function isCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && (ERROR_CODES as readonly string[]).includes(value)
}

/** Keeps only the fields and codes the form knows; anything else is not the visitor's to fix. */
export function fieldErrorsFrom(body: unknown): FieldErrors {
  const errors: FieldErrors = {}
  if (!isRecord(body) || !isRecord(body.errors)) return errors
  for (const [key, code] of Object.entries(body.errors)) {
    if (isField(key) && isCode(code)) errors[key] = code
  }
  return errors
}

async function readJson(response: Response): Promise<unknown> {
  try {
    return await response.json()
  } catch {
    return null
  }
}

function retryAfterSeconds(response: Response): number | null {
  const seconds = Number(response.headers.get('Retry-After'))
  return Number.isFinite(seconds) && seconds > 0 ? seconds : null
}

export async function sendContact(
  payload: ContactPayload,
  { idempotencyKey, endpoint = CONTACT_ENDPOINT, signal }: SendOptions,
): Promise<SendResult> {
  let response: Response
  try {
    response = await fetch(endpoint, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Idempotency-Key': idempotencyKey },
      body: JSON.stringify(payload),
      signal,
    })
  } catch {
    return { kind: 'failed', reason: 'network' }
  }

  if (response.status === 202) {
    const body = await readJson(response)
    const id = isRecord(body) && typeof body.id === 'string' ? body.id : ''
    return { kind: 'queued', id }
  }
  if (response.status === 422) {
    const errors = fieldErrorsFrom(await readJson(response))
    // A 422 the form cannot point at a field would leave the visitor stuck: call it a failure.
    if (Object.keys(errors).length > 0) return { kind: 'invalid', errors }
    return { kind: 'failed', reason: 'server' }
  }
  if (response.status === 409) return { kind: 'conflict' }
  if (response.status === 429) {
    return { kind: 'rate_limited', retryAfterSeconds: retryAfterSeconds(response) }
  }
  return { kind: 'failed', reason: 'server' }
}
