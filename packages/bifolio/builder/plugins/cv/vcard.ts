/**
 * The owner's contact card as vCard 4.0 (RFC 6350), from the same profile as the page:
 * name, role, e-mail, phone, site and profiles, so a phone's "add contact" gets them right.
 */
export interface VcardFacts {
  name: string
  title: string
  email: string
  phone?: string
  /** Absolute URLs. */
  site: string
  profiles: ReadonlyArray<{ type: string; url: string }>
  photo?: { url: string; mediaType: string }
  /** Fixed, from the content, so the file is the same every build. */
  revision: Date
}

/**
 * Backslash, comma and line breaks are escaped in text values, and semicolons too inside a
 * compound value such as N, where they separate the parts (RFC 6350 3.4).
 */
function escapeText(value: string, isCompound = false): string {
  const escaped = value.replace(/\\/g, '\\\\').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n')
  return isCompound ? escaped.replace(/;/g, '\\;') : escaped
}

/** A parameter value: a name such as "Stack Overflow" quoted when it holds more than letters. */
function escapeParam(value: string): string {
  return /^[\w-]+$/.test(value) ? value : `"${value.replace(/["\r\n]/g, '')}"`
}

/** Lines longer than 75 octets continue on the next line after a space (RFC 6350 3.2). */
function fold(line: string): string {
  const bytes = Buffer.from(line, 'utf8')
  if (bytes.length <= 75) return line
  const parts: string[] = []
  let current = ''
  for (const char of line) {
    const limit = parts.length === 0 ? 75 : 74
    if (Buffer.byteLength(current + char, 'utf8') > limit) {
      parts.push(current)
      current = ''
    }
    current += char
  }
  parts.push(current)
  return parts.join('\r\n ')
}

/** `Ana Ruiz` -> family `Ruiz`, given `Ana`: the first word is the given name. */
function structuredName(name: string): string {
  const [given = '', ...family] = name.trim().split(/\s+/)
  return [family.join(' '), given, '', '', ''].map((part) => escapeText(part, true)).join(';')
}

function timestamp(date: Date): string {
  return date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '')
}

export function vcard(facts: VcardFacts): string {
  const lines = [
    'BEGIN:VCARD',
    'VERSION:4.0',
    `FN:${escapeText(facts.name)}`,
    `N:${structuredName(facts.name)}`,
    `TITLE:${escapeText(facts.title)}`,
    `EMAIL;TYPE=work:${facts.email}`,
    // A URI value (RFC 6350 6.4.1), which a phone dials as written: digits and the leading +.
    ...(facts.phone
      ? [`TEL;VALUE=uri;TYPE=work,voice:tel:${facts.phone.replace(/[^\d+]/g, '')}`]
      : []),
    `URL:${facts.site}`,
    ...facts.profiles.map((profile) => `URL;TYPE=${escapeParam(profile.type)}:${profile.url}`),
    ...(facts.photo ? [`PHOTO;MEDIATYPE=${facts.photo.mediaType}:${facts.photo.url}`] : []),
    `REV:${timestamp(facts.revision)}`,
    'END:VCARD',
  ]
  return `${lines.map(fold).join('\r\n')}\r\n`
}
