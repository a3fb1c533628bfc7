/**
 * `POST /api/contact`, its checks in this order: 415, 413, 400, Idempotency-Key replay (202
 * with the first id for the same words, 409 for others), 429, honeypot, 422, then 202 only once
 * the message is committed (503 if it cannot be); `contact-route.test.ts` pins each answer.
 */
import { Hono } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import type { AppEnv } from '../app-env'
import type { Log } from '../log/logger'
import type { ContactLimit } from '../config-values'
import type { OutboxIntake } from '../outbox/outbox'
import type { OnStored } from './accept-contact'
import { acceptContact } from './accept-contact'
import type { ClientOf } from './client-address'

export const MAX_BODY_BYTES = 32 * 1024

/** Printable ASCII, as clients send UUIDs or similar tokens. */
const IDEMPOTENCY_KEY = /^[\x21-\x7e]{1,200}$/

export interface ContactRouteOptions {
  store: OutboxIntake
  limit: ContactLimit
  clientOf: ClientOf
  onStored: OnStored
  log?: Log
}

function isJson(contentType: string | undefined): boolean {
  const mime = contentType?.split(';')[0]?.trim().toLowerCase()
  return mime === 'application/json'
}

export function contactRoute({
  store,
  limit,
  clientOf,
  onStored,
  log = console.log,
}: ContactRouteOptions) {
  const route = new Hono<AppEnv>()

  route.post(
    '/',
    async (c, next) => {
      if (!isJson(c.req.header('content-type'))) {
        return c.json({ error: 'unsupported_media_type' }, 415)
      }
      await next()
    },
    bodyLimit({
      maxSize: MAX_BODY_BYTES,
      onError: (c) => c.json({ error: 'payload_too_large' }, 413),
    }),
    async (c) => {
      let body: unknown
      try {
        body = JSON.parse(await c.req.text())
      } catch {
        return c.json({ error: 'bad_request' }, 400)
      }
      if (typeof body !== 'object' || body === null || Array.isArray(body)) {
        return c.json({ error: 'bad_request' }, 400)
      }
      const key = c.req.header('idempotency-key')
      if (key !== undefined && !IDEMPOTENCY_KEY.test(key)) {
        return c.json({ error: 'bad_request' }, 400)
      }
      const outcome = await acceptContact(
        c,
        body as Record<string, unknown>,
        { client: clientOf(c), key },
        { store, limit, onStored, log },
      )
      switch (outcome.kind) {
        case 'queued':
          return c.json({ id: outcome.id, status: 'queued' }, 202)
        case 'limited':
          c.header('Retry-After', String(outcome.retryAfterSeconds))
          return c.json({ error: 'too_many_requests' }, 429)
        case 'invalid': {
          // Only `language` can fail outside the form's fields.
          const errors =
            Object.keys(outcome.errors).length > 0 ? outcome.errors : { language: 'invalid' }
          return c.json({ errors }, 422)
        }
        case 'conflict':
          return c.json({ error: 'idempotency_key_reused' }, 409)
        case 'unavailable':
          return c.json({ error: 'unavailable' }, 503)
      }
    },
  )
  return route
}
