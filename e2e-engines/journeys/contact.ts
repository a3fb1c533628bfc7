import { expect } from 'vitest'
import { waitFor } from '../../server/test/smtp-sink'
import { HOME, WORDS } from '../../e2e/support/words'
import { expectPage, forgetVisitor, openWithCodeHeld, type Journey } from './journey'
import { attributeOf, isChecked, isFocused, textOf, valueOf } from './page-queries'
import { CONTACT_FORM } from './selectors'

const FIELDS = ['name', 'email', 'subject', 'message'] as const
const field = (name: string) => `#contact-${name}`
const errorOf = (name: string) => `#contact-${name}-error`
const SEND = `${CONTACT_FORM} button[type="submit"]`
const CONSENT = '#contact-consent'
const CONSENT_LABEL = 'label[for="contact-consent"]'
/** How long the outbox may take to hand the message to the SMTP server. */
const DELIVERY_MS = 15_000

function toastTexts(): string[] {
  return [...document.querySelectorAll('[role="status"], [role="alert"]')]
    .map((region) => region.textContent?.trim() ?? '')
    .filter(Boolean)
}

/**
 * An empty submit shows every field's message in the page's language (EN) and focuses the
 * first field; a valid message is then accepted and reaches the SMTP server.
 */
export async function contactFormErrorsThenDelivers(journey: Journey): Promise<void> {
  const { browser, site } = journey
  const t = WORDS.en.contact
  await forgetVisitor(journey)
  // Without #contact: the page follows a hash's section for a while, and would scroll the
  // button away again from under the driver's click.
  await openWithCodeHeld(journey, HOME.en)
  // The form marks itself once React drives its fields (contact-form.tsx).
  await expectPage(journey, 'true', attributeOf, CONTACT_FORM, 'data-hydrated')

  await browser.click(SEND)
  for (const name of FIELDS) {
    await expectPage(journey, t.fields[name].required, textOf, errorOf(name))
    expect(await browser.evaluate(attributeOf, field(name), 'aria-invalid')).toBe('true')
  }
  await expectPage(journey, t.consentRequired, textOf, errorOf('consent'))
  await expectPage(journey, true, isFocused, field('name'))

  const subject = `A project, from ${browser.engine} ${Date.now()}`
  const values = {
    name: 'Ada Lovelace',
    email: 'ada@example.com',
    subject,
    message: 'Hello! I would like to talk about a React project with an API.',
  }
  for (const name of FIELDS) await browser.type(field(name), values[name])
  await browser.click(CONSENT_LABEL)
  await expectPage(journey, true, isChecked, CONSENT)
  await browser.click(SEND)

  await expect.poll(() => browser.evaluate(toastTexts), { timeout: 15_000 }).toContain(t.sent)
  for (const name of FIELDS) await expectPage(journey, '', valueOf, field(name))
  await expectPage(journey, false, isChecked, CONSENT)
  const delivered = () => site.mail.received.find((mail) => mail.headers.get('subject') === subject)
  await waitFor(() => delivered() !== undefined, DELIVERY_MS, `"${subject}" at the SMTP server`)
  expect(delivered()?.headers.get('reply-to')).toContain(values.email)
}
