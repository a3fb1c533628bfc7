import { memo, useLayoutEffect, useRef } from 'react'
import { useLocale, useT } from '../../i18n/i18n-provider'
import { pathFor } from '../../i18n/routes'
import { Icon } from '../../ui/icon'
import { ConsentField } from './consent-field'
import { TEXT_FIELDS } from './contact-values'
import { textFieldError } from './error-words'
import { HoneypotField } from './honeypot-field'
import { TextField } from './text-field'
import { HYDRATED_FORM_ATTRIBUTE } from '../../lib/hydration-signals'
import { typedBeforeHydration } from './typed-before-hydration'
import type { ContactFormState } from './use-contact-form'
import './contact-form.css'

/**
 * Where the browser posts the form itself when the page's code never ran (JavaScript off, or
 * the code failed to load): the API's plain-form twin, which answers with a page. Same origin
 * unless the build was told where the API lives, as `send-contact.ts`.
 */
const PLAIN_FORM_ACTION = `${import.meta.env.PUBLIC_API_URL}/api/contact/form`

/** The form itself; `useContactForm` owns its state so the preview beside it can echo it. */
export const ContactForm = memo(function ContactForm({ form }: { form: ContactFormState }) {
  const t = useT()
  const { locale } = useLocale()
  const { values, errors, isSending } = form
  const consentError = errors.consent ? { message: t.contact.consentRequired } : undefined
  const formRef = useRef<HTMLFormElement>(null)
  const { adoptTyped } = form

  // Layout effect: it must read the fields before any later render writes state into them.
  // The attribute tells the entry loader (and browser tests) the form now answers to typing
  // and submitting.
  useLayoutEffect(() => {
    if (!formRef.current) return
    adoptTyped(typedBeforeHydration(formRef.current))
    formRef.current.setAttribute(HYDRATED_FORM_ATTRIBUTE, 'true')
  }, [adoptTyped])

  return (
    // POST, so a message sent without the code never lands in a URL or a log.
    <form
      ref={formRef}
      method="post"
      action={PLAIN_FORM_ACTION}
      className="contact-form"
      data-testid="contact-form"
      noValidate
      aria-labelledby="contact-title"
      aria-busy={isSending}
      onSubmit={(event) => void form.submit(event)}
    >
      {TEXT_FIELDS.map((field) => {
        const code = errors[field]
        return (
          <TextField
            key={field}
            name={field}
            words={t.contact.fields[field]}
            value={values[field]}
            error={code && textFieldError(field, code, t.contact)}
            onChange={(value) => form.change(field, value)}
            onBlur={() => form.blur(field)}
          />
        )
      })}
      <ConsentField
        label={t.contact.consent}
        checked={values.consent}
        error={consentError}
        onChange={(checked) => form.change('consent', checked)}
        onBlur={() => form.blur('consent')}
      />
      <HoneypotField value={values.website} onChange={form.changeHoneypot} />
      {/* The answer's language when the browser posts the form itself. */}
      <input type="hidden" name="language" value={locale} />
      <p className="contact-form__privacy">
        {t.contact.privacyNote.before}
        <a href={pathFor(locale, 'privacy')}>{t.contact.privacyNote.link}</a>
        {t.contact.privacyNote.after}
      </p>
      <button type="submit" className="contact-form__send" disabled={isSending}>
        <Icon
          name={isSending ? 'lucide:loader-circle' : 'lucide:send'}
          size={20}
          className={isSending ? 'contact-form__spinner' : undefined}
        />
        {isSending ? t.contact.sending : t.contact.send}
      </button>
    </form>
  )
})
