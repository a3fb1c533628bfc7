/**
 * The one validation module for the contact form, imported by the browser form and by the
 * API. It returns codes, never words: the form turns codes into the visitor's language and
 * the server answers 422 with the same map.
 */
import * as v from 'valibot'
import { brief, services } from '../content/client-facts'
import type { BudgetId, ServiceId, TimelineId } from '../content/types'
import { DEFAULT_LOCALE, LOCALES } from '../i18n/locales'
import {
  briefIdsOf,
  CONTACT_FIELDS,
  CONTACT_LIMITS,
  ERROR_CODES,
  type BriefIds,
  type ContactField,
  type ErrorCode,
  type FieldErrors,
  type TextField,
} from './contact-fields'
import { asciiAddress } from './email-address'

export * from './contact-fields'

/** The brief's ids of the owner's content (`clients.yml`): offers, budget ranges, timelines. */
export const BRIEF_CHOICES: BriefIds = briefIdsOf({ services, brief })

function text(field: TextField) {
  const { min, max } = CONTACT_LIMITS[field]
  return v.pipe(
    v.string('invalid'),
    v.trim(),
    v.nonEmpty('required'),
    v.minLength(min, 'too_short'),
    v.maxLength(max, 'too_long'),
  )
}

/**
 * Format characters (Unicode's Cf: bidi overrides, zero-width spaces) are invisible, yet can
 * reorder what the owner reads (`\u202etxt.exe`) or make a name of nothing; they are removed.
 * The joiners stay inside a name, where words in Persian or Hindi and emoji need them.
 */
const FORMAT_CHARACTERS = /(?![\u200c\u200d])\p{Cf}/gu
const EDGE_SPACE_OR_JOINER = /^[\s\u200c\u200d]+|[\s\u200c\u200d]+$/gu
const LETTER = /\p{L}/u

/** A person's name: what is left of the text once format characters are removed, with a letter. */
function personName() {
  const { min, max } = CONTACT_LIMITS.name
  return v.pipe(
    v.string('invalid'),
    v.transform((value) => value.replace(FORMAT_CHARACTERS, '').replace(EDGE_SPACE_OR_JOINER, '')),
    v.nonEmpty('required'),
    v.minLength(min, 'too_short'),
    v.maxLength(max, 'too_long'),
    v.regex(LETTER, 'invalid'),
  )
}

/**
 * One of `ids`, or nothing: absent or '' (a select left on its first option) is not given,
 * and comes out `undefined`; any other value is `invalid`.
 */
function choice<Id extends string>(ids: readonly Id[]) {
  return v.optional(
    v.pipe(
      v.string('invalid'),
      v.check((value) => value === '' || (ids as readonly string[]).includes(value), 'invalid'),
      v.transform((value) => (value === '' ? undefined : (value as Id))),
    ),
  )
}

const contactSchema = v.object({
  name: personName(),
  email: v.pipe(
    text('email'),
    v.check((value) => asciiAddress(value) !== undefined, 'invalid'),
  ),
  subject: text('subject'),
  message: text('message'),
  consent: v.literal(true, 'consent_required'),
  service: choice<ServiceId>(BRIEF_CHOICES.service),
  budget: choice<BudgetId>(BRIEF_CHOICES.budget),
  timeline: choice<TimelineId>(BRIEF_CHOICES.timeline),
  // Read when a message is checked, not when this module loads: the site's languages are set
  // once from the content, and a test sets its own.
  language: v.optional(
    v.pipe(
      v.string(),
      v.check((tag) => LOCALES.includes(tag)),
    ),
    () => DEFAULT_LOCALE,
  ),
})

export type ContactMessage = v.InferOutput<typeof contactSchema>

export type ContactValidation =
  { ok: true; value: ContactMessage } | { ok: false; errors: FieldErrors }

function isContactField(key: unknown): key is ContactField {
  return typeof key === 'string' && (CONTACT_FIELDS as readonly string[]).includes(key)
}

function isErrorCode(message: string): message is ErrorCode {
  return (ERROR_CODES as readonly string[]).includes(message)
}

/** Validates any input; a missing field is `required`, a wrong type is `invalid`. */
export function validateContact(input: unknown): ContactValidation {
  const result = v.safeParse(contactSchema, input, { abortPipeEarly: true })
  if (result.success) return { ok: true, value: result.output }
  const errors: FieldErrors = {}
  for (const issue of result.issues) {
    const key = issue.path?.[0]?.key
    if (!isContactField(key) || errors[key]) continue
    if (key === 'consent') errors.consent = 'consent_required'
    else if (issue.input === undefined) errors[key] = 'required'
    else errors[key] = isErrorCode(issue.message) ? issue.message : 'invalid'
  }
  return { ok: false, errors }
}
