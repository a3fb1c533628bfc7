import { expect } from 'vitest'
import { readMail } from '../../packages/bifolio/test/server/read-mail'
import { waitFor } from '../../packages/bifolio/test/server/smtp-sink'
import { HOME, siteWords, WORDS } from '../../e2e/support/words'
import { briefChoices, OWNER_LANGUAGE } from '../../e2e/support/content'
import type { BriefChoice } from '../../packages/bifolio/src/schema/brief-options'
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

/**
 * What to type into a closed select to choose `label`: the shortest start of it, up to its
 * first space, that no other option's words begin with (a space would open the list instead).
 */
function typeahead(choice: BriefChoice, label: string): string {
  const others = [choice.none, ...choice.options.map((option) => option.label)].filter(
    (other) => other !== label,
  )
  const word = label.split(' ')[0] ?? label
  for (let length = 1; length <= word.length; length += 1) {
    const start = word.slice(0, length).toLowerCase()
    if (!others.some((other) => other.toLowerCase().startsWith(start))) return word.slice(0, length)
  }
  throw new Error(`"${label}" of the ${choice.field} select has no start of its own to type`)
}

function toastTexts(): string[] {
  return [...document.querySelectorAll('[role="status"], [role="alert"]')]
    .map((region) => region.textContent?.trim() ?? '')
    .filter(Boolean)
}

/**
 * An empty submit shows every field's message in the page's language (EN) and focuses the
 * first field; a valid message with a brief is then accepted and reaches the SMTP server.
 */
export async function contactFormErrorsThenDelivers(journey: Journey): Promise<void> {
  const { browser, site } = journey
  const t = WORDS.en.contact
  await forgetVisitor(journey)
  // Without #contact: the page follows a hash's section for a while, and would scroll the
  // button away again from under the driver's click.
  await openWithCodeHeld(journey, HOME.en)
  // The form's code comes as the visitor nears it (an island woken when near); it marks
  // itself once React drives its fields (contact-form.tsx).
  await browser.evaluate(
    (form: string) => document.querySelector(form)?.scrollIntoView({ block: 'center' }),
    CONTACT_FORM,
  )
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
  // The brief: the first option of each select the content has, chosen by typing its words.
  const chosen = briefChoices(WORDS.en).flatMap((choice) => {
    const [first] = choice.options
    return first ? [{ choice, option: first }] : []
  })
  for (const { choice, option } of chosen) {
    await browser.type(field(choice.field), typeahead(choice, option.label))
    await expectPage(journey, option.id, valueOf, field(choice.field))
  }
  await browser.click(CONSENT_LABEL)
  await expectPage(journey, true, isChecked, CONSENT)
  await browser.click(SEND)

  await expect.poll(() => browser.evaluate(toastTexts), { timeout: 15_000 }).toContain(t.sent)
  for (const name of FIELDS) await expectPage(journey, '', valueOf, field(name))
  for (const { choice } of chosen) await expectPage(journey, '', valueOf, field(choice.field))
  await expectPage(journey, false, isChecked, CONSENT)
  // A chosen service goes before the subject, in brackets.
  const delivered = () =>
    site.mail.received.find((mail) => readMail(mail).subject.endsWith(subject))
  await waitFor(() => delivered() !== undefined, DELIVERY_MS, `"${subject}" at the SMTP server`)
  const mail = delivered()
  expect(mail?.headers.get('reply-to')).toContain(values.email)
  // The brief, in the words of the owner's language, each with its id.
  const ownerChoices = briefChoices(siteWords(OWNER_LANGUAGE))
  const text = mail ? readMail(mail).text : ''
  for (const { choice, option } of chosen) {
    const words = ownerChoices.find((owner) => owner.field === choice.field)
    const label = words?.options.find((owned) => owned.id === option.id)?.label
    expect(text).toContain(`${words?.label}: ${label} (${option.id})`)
  }
}
