/**
 * An `OutgoingMail` as the bytes of an RFC 5322 message, for the edge, where nodemailer's
 * composer (Node streams and buffers) does not run: plain text in UTF-8, base64 so no line is
 * too long and nothing a visitor typed can end the DATA section, and every header a visitor
 * fills (the subject, their name) as RFC 2047 encoded words when not plain ASCII.
 */
import type { MailAddress, OutgoingMail } from '../../outbox/mail'

const encoder = new TextEncoder()
const PRINTABLE_ASCII = /^[\x20-\x7e]*$/
/** Bytes per encoded word, so each stays within the 75 characters RFC 2047 allows. */
const WORD_BYTES = 42
const BASE64_LINE = 76

function base64(bytes: Uint8Array): string {
  let binary = ''
  for (const byte of bytes) binary += String.fromCharCode(byte)
  return btoa(binary)
}

/** `=?UTF-8?B?…?=` words, split between characters, never inside one. */
function encodedWords(text: string): string {
  const words: string[] = []
  let chunk = ''
  for (const character of text) {
    if (encoder.encode(chunk + character).length > WORD_BYTES) {
      words.push(chunk)
      chunk = ''
    }
    chunk += character
  }
  if (chunk) words.push(chunk)
  return words.map((word) => `=?UTF-8?B?${base64(encoder.encode(word))}?=`).join('\r\n ')
}

/** Unstructured header text (a subject), already on one line. */
function headerText(text: string): string {
  return PRINTABLE_ASCII.test(text) ? text : encodedWords(text)
}

/** A display name: a quoted string when ASCII, encoded words otherwise. */
function displayName(name: string): string {
  if (!PRINTABLE_ASCII.test(name)) return encodedWords(name)
  return `"${name.replace(/(["\\])/g, '\\$1')}"`
}

function formatAddress({ name, address }: MailAddress): string {
  return name ? `${displayName(name)} <${address}>` : address
}

/** `Name <me@example.com>` or `me@example.com`, as MAIL_FROM and MAIL_TO are written. */
export function parseAddress(text: string): MailAddress {
  const match = /^\s*(.*?)\s*<([^>]+)>\s*$/.exec(text)
  if (!match) return { name: '', address: text.trim() }
  return { name: (match[1] ?? '').replace(/^"(.*)"$/, '$1'), address: match[2] ?? '' }
}

/** RFC 5322's date: `Tue, 15 Nov 1994 08:12:31 +0000`. */
function rfc5322Date(date: Date): string {
  return date.toUTCString().replace(/GMT$/, '+0000')
}

export function mimeMessage(mail: OutgoingMail): string {
  const headers: Array<[string, string]> = [
    ['From', formatAddress(parseAddress(mail.from))],
    ['To', formatAddress(parseAddress(mail.to))],
    ['Reply-To', formatAddress(mail.replyTo)],
    ['Subject', headerText(mail.subject)],
    ['Date', rfc5322Date(mail.date)],
    ['Message-ID', mail.messageId],
    ...Object.entries(mail.headers),
    ['MIME-Version', '1.0'],
    ['Content-Type', 'text/plain; charset=utf-8'],
    ['Content-Transfer-Encoding', 'base64'],
  ]
  const text = mail.text.replace(/\r?\n/g, '\r\n')
  const body = base64(encoder.encode(text)).match(new RegExp(`.{1,${BASE64_LINE}}`, 'g')) ?? []
  return `${headers.map(([name, value]) => `${name}: ${value}`).join('\r\n')}\r\n\r\n${body.join('\r\n')}\r\n`
}
