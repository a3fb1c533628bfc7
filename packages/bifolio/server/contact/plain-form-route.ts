/**
 * `POST /api/contact/form`: the contact form as the browser itself sends it when the page's
 * code never ran (`application/x-www-form-urlencoded`). It takes a message exactly as
 * `POST /api/contact` does (`acceptContact`: rate limit, honeypot, the shared schema, stored
 * before any answer) and answers with pages in the form's language:
 *
 * - stored: 303 to `GET /api/contact/form?sent=<language>`, so a reload shows the answer again
 *   and never posts the message twice;
 * - invalid (422), rate-limited (429) or not storable (503): the page says why and holds the
 *   form again with what was typed. Nothing was stored, so a reload that posts again is a retry.
 */
import type { Context } from 'hono'
import { Hono } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { DEFAULT_LOCALE, LOCALES, type Locale } from '../../src/i18n/locales'
import type { AppEnv } from '../app-env'
import type { Log } from '../log/logger'
import type { ContactLimit } from '../config-values'
import type { OutboxIntake } from '../outbox/outbox'
import type { Acceptance, OnStored } from './accept-contact'
import { acceptContact } from './accept-contact'
import type { ClientOf } from './client-address'
import { MAX_BODY_BYTES } from './contact-route'
import {
  refusedPage,
  sentPage,
  troublePage,
  unreadablePage,
  type TroublePage,
  type Typed,
} from './plain-form-page'

/**
 * Twice the JSON route's limit: percent-encoding turns each byte of a non-ASCII character into
 * three, so a message the schema accepts (5000 characters of Chinese) takes about 45 KB here.
 */
export const MAX_FORM_BYTES = 2 * MAX_BODY_BYTES

export interface PlainFormRouteOptions {
  store: OutboxIntake
  limit: ContactLimit
  clientOf: ClientOf
  /** The site's origin, where the answer's links lead when the site is hosted apart. */
  siteUrl: string
  /** Origins of a site hosted apart from this server; empty when pages and API share one. */
  allowedOrigins: readonly string[]
  onStored: OnStored
  log?: Log
}

function isFormPost(contentType: string | undefined): boolean {
  const mime = contentType?.split(';')[0]?.trim().toLowerCase()
  return mime === 'application/x-www-form-urlencoded'
}

function languageOf(value: string | null | undefined): Locale {
  return LOCALES.find((locale) => locale === value) ?? DEFAULT_LOCALE
}

/**
 * Any page on the web can make a browser post a form, where a JSON `fetch` is held back by
 * CORS; so a post whose browser names another origin is taken only from the site itself or
 * an origin ALLOWED_ORIGINS lists. A client that names none is treated as the JSON route
 * treats it.
 */
function fromTheSite(
  c: Context<AppEnv>,
  siteUrl: string,
  allowedOrigins: readonly string[],
): boolean {
  if (c.req.header('sec-fetch-site') === 'same-origin') return true
  const origin = c.req.header('origin')
  if (origin === undefined) return true
  return (
    origin === siteUrl || allowedOrigins.includes(origin) || origin === new URL(c.req.url).origin
  )
}

function noStore(c: Context<AppEnv>): void {
  // The answer may hold what the visitor typed; no cache keeps it.
  c.header('Cache-Control', 'no-store')
}

/** What the visitor typed, as the form sent it. */
function typedFields(form: URLSearchParams): Typed {
  return {
    name: form.get('name') ?? '',
    email: form.get('email') ?? '',
    subject: form.get('subject') ?? '',
    message: form.get('message') ?? '',
    // A checkbox is sent only when ticked, whatever its value.
    consent: form.has('consent'),
    service: form.get('service') ?? '',
    budget: form.get('budget') ?? '',
    timeline: form.get('timeline') ?? '',
  }
}

/** A stored message moves on to the page that says so; any other outcome shows the form again. */
function answer(
  c: Context<AppEnv>,
  outcome: Acceptance,
  page: Omit<TroublePage, 'trouble' | 'errors'>,
): Response {
  const { language, action } = page
  switch (outcome.kind) {
    case 'queued':
      return c.redirect(`${action}?sent=${language}`, 303)
    case 'invalid':
      return c.html(troublePage({ ...page, trouble: 'invalid', errors: outcome.errors }), 422)
    case 'limited':
      c.header('Retry-After', String(outcome.retryAfterSeconds))
      return c.html(troublePage({ ...page, trouble: 'limited' }), 429)
    // Only a post with an Idempotency-Key can conflict, and the plain form sends none.
    case 'conflict':
    case 'unavailable':
      return c.html(troublePage({ ...page, trouble: 'unavailable' }), 503)
  }
}

export function plainFormRoute({
  store,
  limit,
  clientOf,
  siteUrl,
  allowedOrigins,
  onStored,
  log = console.log,
}: PlainFormRouteOptions) {
  const route = new Hono<AppEnv>()
  // With the site on this origin the links stay on the origin the visitor sees (whatever a
  // proxy in front calls it); with the site hosted apart they lead back to it, not to the API.
  const site = allowedOrigins.length > 0 ? siteUrl : ''

  route.post(
    '/',
    async (c, next) => {
      if (!isFormPost(c.req.header('content-type'))) {
        noStore(c)
        return c.html(unreadablePage('failed', site), 415)
      }
      await next()
    },
    bodyLimit({
      maxSize: MAX_FORM_BYTES,
      onError: (c) => {
        noStore(c)
        return c.html(unreadablePage('too_large', site), 413)
      },
    }),
    async (c) => {
      noStore(c)
      const form = new URLSearchParams(await c.req.text())
      const language = languageOf(form.get('language'))
      if (!fromTheSite(c, siteUrl, allowedOrigins)) {
        return c.html(refusedPage(language, site), 403)
      }

      const typed = typedFields(form)
      const outcome = await acceptContact(
        c,
        { ...typed, language, website: form.get('website') ?? '' },
        { client: clientOf(c) },
        { store, limit, onStored, log },
      )
      return answer(c, outcome, { language, site, action: c.req.path, typed })
    },
  )

  // The page a stored message is redirected to: it needs nothing but its language.
  route.get('/', async (c, next) => {
    const sent = c.req.query('sent')
    if (sent === undefined) return next()
    noStore(c)
    return c.html(sentPage(languageOf(sent), site))
  })

  route.all('/', (c) => {
    c.header('Allow', 'POST')
    return c.json({ error: 'method_not_allowed' }, 405)
  })
  return route
}
