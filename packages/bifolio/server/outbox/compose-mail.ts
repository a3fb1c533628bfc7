/**
 * Turns a stored message into the e-mail the owner receives: plain text only (so HTML a
 * visitor typed arrives as inert text), From the configured sender, Reply-To the visitor,
 * a one-line subject and a Message-ID derived from the stored id, so a resend after a crash
 * is recognisably the same mail.
 */
import { wordsIn } from '../../src/content/words'
import type { Locale } from '../../src/i18n/locales'
import { asciiAddress } from '../../src/schema/email-address'
import type { OutgoingMail } from './mail'
import { mailWords, OWNER_LANGUAGE } from './mail-words'
import type { StoredMessage } from './outbox'

/** Line breaks (including Unicode ones) and other control characters become single spaces. */
function oneLine(text: string): string {
  return text
    .replace(/[\p{Cc}\u2028\u2029]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim()
}

function senderDomain(mailFrom: string): string {
  const address = /<([^>]+)>\s*$/.exec(mailFrom)?.[1] ?? mailFrom
  return address.split('@')[1]?.trim() || 'localhost'
}

function messageIdFor(id: string, mailFrom: string): string {
  return `<${id}@${senderDomain(mailFrom)}>`
}

export interface MailAddresses {
  mailTo: string
  mailFrom: string
}

/**
 * The brief's lines in `language`, each `Label: words (id)` so the owner reads the choice and
 * can still find it in the content; an id the words lack (content changed since) stays as is.
 */
function briefLines(message: StoredMessage, language: Locale): string[] {
  const words = wordsIn(language)
  // The form shows the brief only with its words, which the content check makes sure of.
  const brief = words.contact.brief
  const line = (label: string, id: string, title: string | undefined) =>
    `${label}: ${title ? `${oneLine(title)} (${id})` : id}`
  const lines: string[] = []
  if (message.service)
    lines.push(
      line(brief?.service ?? 'service', message.service, serviceTitle(message.service, language)),
    )
  if (message.budget)
    lines.push(line(brief?.budget ?? 'budget', message.budget, brief?.budgets[message.budget]))
  if (message.timeline)
    lines.push(
      line(brief?.timeline ?? 'timeline', message.timeline, brief?.timelines[message.timeline]),
    )
  return lines
}

function serviceTitle(id: string, language: Locale): string | undefined {
  const offers: Partial<Record<string, { title: string }>> | undefined =
    wordsIn(language).services?.offers
  return offers?.[id]?.title
}

/** The visitor's subject on one line, after the chosen service's title in brackets. */
function mailSubject(message: StoredMessage, language: Locale): string {
  const subject = oneLine(message.subject)
  if (!message.service) return subject
  const service = oneLine(serviceTitle(message.service, language) ?? message.service)
  return `[${service}] ${subject}`
}

/** `language`: the owner's (`profile.json`), which the mail's labels and brief are in. */
export function composeMail(
  message: StoredMessage,
  { mailTo, mailFrom }: MailAddresses,
  language: Locale = OWNER_LANGUAGE,
): OutgoingMail {
  const received = new Date(message.createdAt).toISOString()
  const label = mailWords(language)
  const text = [
    `${label.name}: ${oneLine(message.name)}`,
    `${label.email}: ${message.email}`,
    ...briefLines(message, language),
    `${label.language}: ${message.language}`,
    `${label.received}: ${received}`,
    `${label.reference}: ${message.id}`,
    '',
    message.message,
    '',
  ].join('\n')
  return {
    from: mailFrom,
    to: mailTo,
    // An internationalised domain in its ASCII form, which every mail server takes.
    replyTo: { name: oneLine(message.name), address: asciiAddress(message.email) ?? message.email },
    subject: mailSubject(message, language),
    text,
    messageId: messageIdFor(message.id, mailFrom),
    date: new Date(message.createdAt),
    headers: { 'Auto-Submitted': 'auto-generated' },
  }
}
