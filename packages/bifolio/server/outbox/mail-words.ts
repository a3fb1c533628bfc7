/**
 * The labels of the e-mail the owner receives, in the language the owner reads it in
 * (`language` of `profile.json`): the engine's words, or the owner's where they rewrote them.
 * The brief's labels and choices are the form's (`contact.brief`, `services.offers`).
 */
import { mail } from '../../src/content/owner'
import { wordsIn } from '../../src/content/words'
import type { Messages } from '../../src/content/types'
import { localeOr, type Locale } from '../../src/i18n/locales'

/** The language the owner reads the mail in: `profile.json`'s, else the site's default. */
export const OWNER_LANGUAGE: Locale = localeOr(mail.language)

export type MailWords = Messages['mail']

/** The labels in `language`, one of the site's. */
export function mailWords(language: Locale): MailWords {
  return wordsIn(language).mail
}
