/**
 * A visitor's address as mail carries it. A domain may be internationalised (`exämple.com`):
 * it travels as its ASCII form (IDNA, `xn--exmple-cua.com`), which every mail server and client
 * takes, converted by the URL parser that the browser, Node and workerd each have. The local
 * part stays ASCII: a Unicode one can be written only where every server on the way to the
 * owner speaks SMTPUTF8, which a site cannot know of the owner's mail.
 */
import * as v from 'valibot'

/** What a domain may hold before conversion: letters, digits, hyphens, dots, and non-ASCII. */
const DOMAIN_CHARACTERS = /^[a-z0-9.\-\u0080-\u{10ffff}]+$/iu
const ASCII_ONLY = /^[\x21-\x7e]+$/
/**
 * RFC 5322's dot-atom address with a top-level domain (valibot's `email()` refuses the `--` of
 * every IDNA label, so its `rfcEmail()`, with the TLD asked for here).
 */
const asciiEmail = v.pipe(v.string(), v.rfcEmail(), v.regex(/\.(?:[a-z]{2,}|xn--[a-z0-9-]+)$/i))

/** The address with its domain in ASCII, or undefined when it is no address mail can carry. */
export function asciiAddress(address: string): string | undefined {
  const at = address.lastIndexOf('@')
  const local = address.slice(0, at)
  const domain = address.slice(at + 1)
  if (at < 1 || !ASCII_ONLY.test(local) || !DOMAIN_CHARACTERS.test(domain)) return undefined
  let host = domain
  if (!ASCII_ONLY.test(domain)) {
    try {
      host = new URL(`http://${domain}/`).hostname
    } catch {
      return undefined
    }
  }
  const ascii = `${local}@${host}`
  return v.is(asciiEmail, ascii) ? ascii : undefined
}
