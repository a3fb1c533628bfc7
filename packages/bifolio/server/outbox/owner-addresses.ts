/**
 * Where the form's mail goes and who sends it: MAIL_TO and MAIL_FROM when set, else the
 * owner's own from `profile.json`, built into the server with the rest of the content. Without
 * a sender in either, the site's own domain sends: a provider refuses a sender on a domain it
 * does not serve, such as the owner's own webmail address, and the site's domain is the one
 * the owner can verify with it.
 */
import { mail } from '../../src/content/owner'
import type { MailAddresses } from './compose-mail'

/** The sender when neither MAIL_FROM nor profile.json names one. */
export const defaultSender = (siteUrl: string): string =>
  `Portfolio <no-reply@${new URL(siteUrl).hostname}>`

export function ownerAddresses(config: {
  mailTo?: string
  mailFrom?: string
  siteUrl: string
}): MailAddresses {
  return {
    mailTo: config.mailTo ?? mail.to,
    mailFrom: config.mailFrom ?? mail.from ?? defaultSender(config.siteUrl),
  }
}
