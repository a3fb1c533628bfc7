import { BRIEF_FIELDS, type FieldErrors, type TextField } from './contact-fields'

/** What the visitor typed, exactly as typed: the schema trims when it validates. */
export interface ContactValues {
  name: string
  email: string
  subject: string
  message: string
  consent: boolean
  /** The brief's choices, by id; '' while the visitor leaves one open. */
  service: string
  budget: string
  timeline: string
  /** The honeypot. People never see it; bots fill it and the API quietly drops the message. */
  website: string
}

export const EMPTY_VALUES: ContactValues = {
  name: '',
  email: '',
  subject: '',
  message: '',
  consent: false,
  service: '',
  budget: '',
  timeline: '',
  website: '',
}

export const TEXT_FIELDS = [
  'name',
  'email',
  'subject',
  'message',
] as const satisfies readonly TextField[]

/** The order focus looks for the first invalid field: the order on screen. */
export const FIELD_ORDER = [
  'name',
  'email',
  'subject',
  ...BRIEF_FIELDS,
  'message',
  'consent',
] as const

export function firstInvalidField(errors: FieldErrors): (typeof FIELD_ORDER)[number] | undefined {
  return FIELD_ORDER.find((field) => errors[field])
}

/** A control's id, which the labels, the error summary's links and the tests name. */
export function controlId(field: string): string {
  return `contact-${field}`
}

export function errorId(field: string): string {
  return `${controlId(field)}-error`
}
