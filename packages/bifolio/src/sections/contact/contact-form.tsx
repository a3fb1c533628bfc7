import { services as servicesWords } from 'virtual:owner-words-of/services'
import { contact as contactWords } from 'virtual:owner-words-of/contact'
import { memo, useLayoutEffect, useMemo, useRef } from 'react'
import { useLocale, usePartWords } from '../../i18n/i18n-provider'
import { pathFor } from '../../i18n/routes'
import type { TextField as TextFieldName } from '../../schema/contact-fields'
import { Icon } from '../../ui/icon'
import { briefChoices } from '../../schema/brief-choices'
import { ChoiceField } from './choice-field'
import { ConsentField } from './consent-field'
import { briefFieldError, textFieldError } from '../../schema/contact-error-words'
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
  // Long: the form's markup read top to bottom; each field is a component of its own.
  const contactT = usePartWords(contactWords)
  const servicesT = usePartWords(servicesWords)
  const { locale } = useLocale()
  const { values, errors, isSending } = form
  const consentError = errors.consent ? { message: contactT.consentRequired } : undefined
  const formRef = useRef<HTMLFormElement>(null)
  const { adoptTyped } = form
  const choices = useMemo(
    () => briefChoices({ contact: contactT, services: servicesT }),
    [contactT, servicesT],
  )

  // Layout effect: it must read the fields before any later render writes state into them.
  // The attribute tells the entry loader (and browser tests) the form now answers to typing
  // and submitting.
  useLayoutEffect(() => {
    if (!formRef.current) return
    adoptTyped(typedBeforeHydration(formRef.current))
    formRef.current.setAttribute(HYDRATED_FORM_ATTRIBUTE, 'true')
  }, [adoptTyped])

  const textField = (field: TextFieldName) => {
    const code = errors[field]
    return (
      <TextField
        key={field}
        name={field}
        words={contactT.fields[field]}
        value={values[field]}
        error={code && textFieldError(field, code, contactT)}
        onChange={(value) => form.change(field, value)}
        onBlur={() => form.blur(field)}
      />
    )
  }

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
      {(['name', 'email', 'subject'] as const).map(textField)}
      {/* The brief after the subject: what the message is about, before the message itself. */}
      {choices.length > 0 && (
        <div className="contact-form__brief">
          {choices.map((choice) => (
            <ChoiceField
              key={choice.field}
              choice={choice}
              value={values[choice.field]}
              error={errors[choice.field] && briefFieldError(choice.field, contactT)}
              onChange={form.change}
              onBlur={form.blur}
            />
          ))}
        </div>
      )}
      {textField('message')}
      <ConsentField
        label={contactT.consent}
        checked={values.consent}
        error={consentError}
        onChange={(checked) => form.change('consent', checked)}
        onBlur={() => form.blur('consent')}
      />
      <HoneypotField value={values.website} onChange={form.changeHoneypot} />
      {/* The answer's language when the browser posts the form itself. */}
      <input type="hidden" name="language" value={locale} />
      <p className="contact-form__privacy">
        {contactT.privacyNote.before}
        <a href={pathFor(locale, 'privacy')}>{contactT.privacyNote.link}</a>
        {contactT.privacyNote.after}
      </p>
      <button type="submit" className="contact-form__send" disabled={isSending}>
        <Icon
          name={isSending ? 'lucide:loader-circle' : 'lucide:send'}
          size={20}
          className={isSending ? 'contact-form__spinner' : undefined}
        />
        {isSending ? contactT.sending : contactT.send}
      </button>
    </form>
  )
})
