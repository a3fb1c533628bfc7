/**
 * A received mail as its reader sees it: the subject with its encoded words decoded (RFC 2047)
 * and the body decoded from quoted-printable or base64, so tests compare the words themselves.
 */
import type { ReceivedMail } from './smtp-sink'

function decodeQuotedPrintable(text: string, underscoreIsSpace = false): string {
  const soft = text.replace(/=\r?\n/g, '')
  const spaced = underscoreIsSpace ? soft.replace(/_/g, ' ') : soft
  const bytes: number[] = []
  for (let i = 0; i < spaced.length; i += 1) {
    const hex = spaced.slice(i + 1, i + 3)
    if (spaced[i] === '=' && /^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes.push(parseInt(hex, 16))
      i += 2
    } else bytes.push(...Buffer.from(spaced[i] ?? '', 'utf8'))
  }
  return Buffer.from(bytes).toString('utf8')
}

/** `=?UTF-8?Q?…?=` and `=?UTF-8?B?…?=` words, with the space between two of them dropped. */
function decodeHeader(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?utf-8\?([qb])\?([^?]*)\?=/gi, (_word, kind: string, data: string) =>
      kind.toLowerCase() === 'b'
        ? Buffer.from(data, 'base64').toString('utf8')
        : decodeQuotedPrintable(data, true),
    )
}

export function readMail(mail: ReceivedMail): { subject: string; text: string } {
  const encoding = mail.headers.get('content-transfer-encoding')?.toLowerCase()
  const text =
    encoding === 'quoted-printable'
      ? decodeQuotedPrintable(mail.body)
      : encoding === 'base64'
        ? Buffer.from(mail.body.replace(/\s+/g, ''), 'base64').toString('utf8')
        : mail.body
  return {
    subject: decodeHeader(mail.headers.get('subject') ?? ''),
    text: text.replace(/\r\n/g, '\n'),
  }
}
