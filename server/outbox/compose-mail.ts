/**
 * Turns a stored message into the e-mail the owner receives: plain text only (so HTML a
 * visitor typed arrives as inert text), From the configured sender, Reply-To the visitor,
 * a one-line subject and a Message-ID derived from the stored id, so a resend after a crash
 * is recognisably the same mail.
 */
import type { OutgoingMail } from './mail'
import type { StoredMessage } from './outbox'

/** Line breaks (including Unicode ones) and other control characters become single spaces. */
export function oneLine(text: string): string {
  return text
    .replace(/[\p{Cc}\u2028\u2029]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim()
}

function senderDomain(mailFrom: string): string {
  const address = /<([^>]+)>\s*$/.exec(mailFrom)?.[1] ?? mailFrom
  return address.split('@')[1]?.trim() || 'localhost'
}

export function messageIdFor(id: string, mailFrom: string): string {
  return `<${id}@${senderDomain(mailFrom)}>`
}

export interface MailAddresses {
  mailTo: string
  mailFrom: string
}

export function composeMail(
  message: StoredMessage,
  { mailTo, mailFrom }: MailAddresses,
): OutgoingMail {
  const received = new Date(message.createdAt).toISOString()
  const text = [
    `Name: ${oneLine(message.name)}`,
    `E-mail: ${message.email}`,
    `Language: ${message.language}`,
    `Received: ${received}`,
    `Reference: ${message.id}`,
    '',
    message.message,
    '',
  ].join('\n')
  return {
    from: mailFrom,
    to: mailTo,
    replyTo: { name: oneLine(message.name), address: message.email },
    subject: oneLine(message.subject),
    text,
    messageId: messageIdFor(message.id, mailFrom),
    date: new Date(message.createdAt),
    headers: { 'Auto-Submitted': 'auto-generated' },
  }
}
