/**
 * Where the form's mail goes and who sends it: MAIL_TO and MAIL_FROM when set, else the
 * owner's own from `profile.json`, built into the server with the rest of the content.
 */
import { mail } from '../../src/content/owner'
import type { MailAddresses } from './compose-mail'

export function ownerAddresses(config: { mailTo?: string; mailFrom?: string }): MailAddresses {
  return { mailTo: config.mailTo ?? mail.to, mailFrom: config.mailFrom ?? mail.from }
}
