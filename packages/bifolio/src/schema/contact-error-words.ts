import type { Messages } from '../content'
import { CONTACT_LIMITS, type BriefField, type ErrorCode, type TextField } from './contact-fields'
import { format } from '../lib/format'
import { briefErrorText } from './brief-options'

export interface ErrorWords {
  message: string
  /** A second sentence that says how to fix it, when there is more to say than "fill it in". */
  hint?: string
}

/** One line to show and announce: the field's own message, then the hint as its own sentence. */
export function errorText({ message, hint }: ErrorWords): string {
  if (!hint) return message
  return /[.!?]$/.test(message) ? `${message} ${hint}` : `${message}. ${hint}`
}

/**
 * Codes become words only here, at render time, so a shown error follows the language toggle.
 * Every text-field code leads with the field's `required` words ("Please fill in your name").
 */
export function textFieldError(
  field: TextField,
  code: ErrorCode,
  words: Messages['contact'],
): ErrorWords {
  const message = words.fields[field].required
  const { min, max } = CONTACT_LIMITS[field]
  switch (code) {
    case 'too_short':
      return { message, hint: format(words.tooShort, { min }) }
    case 'too_long':
      return { message, hint: format(words.tooLong, { max }) }
    case 'invalid':
      return field === 'email' ? { message, hint: words.invalidEmail } : { message }
    case 'required':
    case 'consent_required':
      return { message }
  }
}

/** A choice of the brief the API did not take (see `briefErrorText`). */
export function briefFieldError(field: BriefField, words: Messages['contact']): ErrorWords {
  return { message: briefErrorText(field, words) }
}
