import { projects as projectsWords } from 'virtual:owner-words-of/projects'
import { services as servicesWords } from 'virtual:owner-words-of/services'
import { contact as contactWords } from 'virtual:owner-words-of/contact'
import { useDeferredValue, useMemo, useState, type FocusEvent } from 'react'
import { usePartWords } from '../../i18n/i18n-provider'
import { useContactCardLink } from '../../i18n/use-documents'
import { booking } from '../../content/client-facts'
import { BookingLink } from '../../ui/booking-link'
import { Icon } from '../../ui/icon'
import { CONTACT_FIELDS, type ContactField } from '../../schema/contact-fields'
import { SectionHeading } from '../../ui/section-heading'
import { briefChoices } from '../../schema/brief-choices'
import { CodePreview } from './code-preview'
import { ContactForm } from './contact-form'
import { useContactForm } from './use-contact-form'
import './contact-section.css'

function fieldOf(target: EventTarget): ContactField | null {
  const name =
    target instanceof HTMLInputElement ||
    target instanceof HTMLTextAreaElement ||
    target instanceof HTMLSelectElement
      ? target.name
      : ''
  return (CONTACT_FIELDS as readonly string[]).includes(name) ? (name as ContactField) : null
}

/** The contact form with its live code preview beside it. */
export default function ContactSection() {
  const projectWords = usePartWords(projectsWords)
  const contactT = usePartWords(contactWords)
  const servicesT = usePartWords(servicesWords)
  const card = useContactCardLink()
  const form = useContactForm()
  const [activeField, setActiveField] = useState<ContactField | null>(null)
  // The preview is decoration: it follows a keystroke or a focus move in a render of its own,
  // after the frame that shows the field itself (and any error under it) has painted.
  const previewValues = useDeferredValue(form.values)
  const previewField = useDeferredValue(activeField)
  const briefFields = useMemo(
    () => briefChoices({ contact: contactT, services: servicesT }).map((choice) => choice.field),
    [contactT, servicesT],
  )

  return (
    <section id="contact" className="section contact" aria-labelledby="contact-title">
      <SectionHeading id="contact-title" tag={contactT.tag} title={contactT.title} />
      <p className="contact__description">
        {contactT.description}{' '}
        <a className="contact__card" href={card.href} download type="text/vcard">
          <Icon name="lucide:contact" size={20} />
          {card.name}
        </a>
        {booking && contactT.bookCall && (
          <>
            {' '}
            <BookingLink
              href={booking}
              label={contactT.bookCall}
              newTab={projectWords.opensInNewTab}
              className="contact__booking"
            />
          </>
        )}
      </p>
      <div
        className="contact__layout"
        onFocus={(event: FocusEvent) => setActiveField(fieldOf(event.target))}
        onBlur={() => setActiveField(null)}
      >
        <ContactForm form={form} />
        <CodePreview
          values={previewValues}
          activeField={previewField}
          title={contactT.previewLabel}
          briefFields={briefFields}
        />
      </div>
    </section>
  )
}
