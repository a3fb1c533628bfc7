import { contact as contactWords } from 'virtual:owner-words-of/contact'
import { useCallback, useEffect, useMemo, useRef, useState, type FormEvent } from 'react'
import { flushSync } from 'react-dom'
import { useLocale, usePartWords } from '../../i18n/i18n-provider'
import { afterNextPaint } from '../../lib/after-paint'
import {
  BRIEF_CHOICES,
  validateContact,
  type ContactField,
  type FieldErrors,
} from '../../schema/contact-schema'
import { useToast } from '../../ui/toast'
import { onServiceChosen } from '../../lib/chosen-service'
import { EMPTY_VALUES, firstInvalidField, type ContactValues } from '../../schema/contact-values'
import { sendContact, type SendResult } from './send-contact'
import { useContactDraft } from './use-contact-draft'

/** Long enough for a slow phone network, short enough that the button never stays stuck. */
const SEND_TIMEOUT_MS = 20_000

/** Where the browser has no idle callback (Safari): a moment after the form wakes. */
const WARM_CHECK_DELAY_MS = 1_000

function focusField(form: HTMLFormElement, field: ContactField | undefined): void {
  const element = field && form.elements.namedItem(field)
  if (element instanceof HTMLElement) element.focus()
}

/**
 * The errors shown under the fields, kept as codes, so the words under each field follow the
 * language toggle. A field that has shown an error re-checks on every change, so the error
 * clears as it is fixed.
 */
function useFieldErrors() {
  const { locale } = useLocale()
  const [errors, setErrors] = useState<FieldErrors>({})
  const watched = useRef(new Set<ContactField>())

  const showErrors = useCallback((form: HTMLFormElement, next: FieldErrors) => {
    for (const field of Object.keys(next) as ContactField[]) watched.current.add(field)
    // Render the messages first, so focus lands on a field that already describes its error.
    // Focus follows the frame that shows them: moving it lays the page out again and may
    // scroll a phone's screen to the field, which would hold that frame back.
    flushSync(() => setErrors(next))
    afterNextPaint(() => focusField(form, firstInvalidField(next)))
  }, [])

  const recheck = useCallback(
    (field: ContactField, next: ContactValues) => {
      if (!watched.current.has(field)) return
      const result = validateContact({ ...next, language: locale })
      const code = result.ok ? undefined : result.errors[field]
      setErrors((current) => ({ ...current, [field]: code }))
    },
    [locale],
  )

  /** Hides every error; `forget` also stops the re-checks, for a form that starts afresh. */
  const clearErrors = useCallback((forget: boolean) => {
    setErrors({})
    if (forget) watched.current.clear()
  }, [])

  return { errors, showErrors, recheck, clearErrors }
}

/**
 * A service chosen on its card ("Ask about this") becomes the form's; the latest `change` is
 * read through a ref, so listening once is enough and a choice made before is taken once.
 */
function useChosenService(change: (field: 'service', value: string) => void): void {
  const changeRef = useRef(change)
  useEffect(() => {
    changeRef.current = change
  }, [change])
  useEffect(
    () =>
      onServiceChosen((id) => {
        if ((BRIEF_CHOICES.service as readonly string[]).includes(id))
          changeRef.current('service', id)
      }),
    [],
  )
}

/**
 * Runs the check once, on an idle moment after the form wakes: V8 compiles a function at its
 * first call, and a press on "send" would otherwise pay for compiling the whole check (about
 * 6 ms on a slow phone) before the frame that shows its errors.
 */
function useWarmCheck(): void {
  useEffect(() => {
    const warm = () => void validateContact(EMPTY_VALUES)
    if (typeof requestIdleCallback === 'function') {
      const id = requestIdleCallback(warm)
      return () => cancelIdleCallback(id)
    }
    const id = setTimeout(warm, WARM_CHECK_DELAY_MS)
    return () => clearTimeout(id)
  }, [])
}

type FieldErrorsState = ReturnType<typeof useFieldErrors>

/**
 * Sends the form once it is valid, one request at a time, then answers the result: a toast, or
 * the server's errors under their fields.
 */
function useSubmit(
  values: ContactValues,
  { idempotencyKey, reset }: Pick<ReturnType<typeof useContactDraft>, 'idempotencyKey' | 'reset'>,
  { showErrors, clearErrors }: Pick<FieldErrorsState, 'showErrors' | 'clearErrors'>,
) {
  const { locale } = useLocale()
  const contactT = usePartWords(contactWords)
  const toast = useToast()
  const [isSending, setIsSending] = useState(false)
  const inFlight = useRef(false)

  const handle = useCallback(
    (form: HTMLFormElement, result: SendResult) => {
      switch (result.kind) {
        case 'queued':
          reset()
          clearErrors(true)
          toast.show(contactT.sent, 'success')
          return
        case 'invalid':
          showErrors(form, result.errors)
          return
        case 'rate_limited':
          toast.show(contactT.rateLimited, 'error')
          return
        case 'conflict':
        case 'failed':
          toast.show(contactT.failed, 'error')
          return
        default: {
          const unhandled: never = result
          return unhandled
        }
      }
    },
    [reset, clearErrors, showErrors, contactT, toast],
  )

  const submit = useCallback(
    async (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault()
      const form = event.currentTarget
      if (inFlight.current) return
      const payload = { ...values, language: locale }
      const validation = validateContact(payload)
      if (!validation.ok) {
        showErrors(form, validation.errors)
        return
      }
      clearErrors(false)
      inFlight.current = true
      setIsSending(true)
      const signal = AbortSignal.timeout(SEND_TIMEOUT_MS)
      let result = await sendContact(payload, { idempotencyKey: idempotencyKey(payload), signal })
      // The key holds other words (edited in another tab, or saved by an older page): these
      // words go under a key of their own, and the first ones stay as they were.
      if (result.kind === 'conflict') {
        const fresh = idempotencyKey(payload, { fresh: true })
        result = await sendContact(payload, { idempotencyKey: fresh, signal })
      }
      inFlight.current = false
      flushSync(() => setIsSending(false))
      // The disabled button dropped focus; give it back unless an invalid field takes it.
      if (result.kind !== 'invalid') form.querySelector<HTMLElement>('[type="submit"]')?.focus()
      handle(form, result)
    },
    [values, locale, showErrors, clearErrors, idempotencyKey, handle],
  )

  return { isSending, submit }
}

/** Validation, sending and the draft for the contact form. */
export function useContactForm() {
  const draft = useContactDraft()
  const { values, setField, adoptTyped } = draft
  const fieldErrors = useFieldErrors()
  const { errors, recheck } = fieldErrors
  const { isSending, submit } = useSubmit(values, draft, fieldErrors)

  const change = useCallback(
    <K extends keyof ContactValues & ContactField>(field: K, value: ContactValues[K]) => {
      setField(field, value)
      recheck(field, { ...values, [field]: value })
    },
    [setField, recheck, values],
  )
  useChosenService(change)
  useWarmCheck()

  const changeHoneypot = useCallback((value: string) => setField('website', value), [setField])

  const blur = useCallback((field: ContactField) => recheck(field, values), [recheck, values])

  // One object while nothing in it changes, so the form skips the renders that only move the
  // preview's caret, and the preview skips those that only show errors.
  return useMemo(
    () => ({ values, errors, isSending, change, changeHoneypot, blur, submit, adoptTyped }),
    [values, errors, isSending, change, changeHoneypot, blur, submit, adoptTyped],
  )
}

export type ContactFormState = ReturnType<typeof useContactForm>
