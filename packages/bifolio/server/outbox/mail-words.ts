/**
 * The labels of the e-mail the owner receives, in each language the owner may read it in
 * (`language` of `profile.json`). They are the product's words, not the owner's: the brief's
 * labels and choices come from the content (`contact.brief`, `services.offers`).
 */
import { mail } from '../../src/content/owner'
import { localeOr, type Locale } from '../../src/i18n/locales'

/** The language the owner reads the mail in: `profile.json`'s, else the site's default. */
export const OWNER_LANGUAGE: Locale = localeOr(mail.language)

export interface MailWords {
  name: string
  email: string
  language: string
  received: string
  reference: string
  /** Used only when the content has no words for the brief, which its check prevents. */
  service: string
  budget: string
  timeline: string
}

const ENGLISH: MailWords = {
  name: 'Name',
  email: 'E-mail',
  language: 'Language',
  received: 'Received',
  reference: 'Reference',
  service: 'Service',
  budget: 'Budget',
  timeline: 'Timeline',
}

const MAIL_WORDS: Readonly<Partial<Record<Locale, MailWords>>> = {
  es: {
    name: 'Nombre',
    email: 'Correo',
    language: 'Idioma',
    received: 'Recibido',
    reference: 'Referencia',
    service: 'Servicio',
    budget: 'Presupuesto',
    timeline: 'Plazo',
  },
  en: ENGLISH,
}

/** The labels in `language`, or in English for a language the engine has none in. */
export function mailWords(language: Locale): MailWords {
  return MAIL_WORDS[language] ?? ENGLISH
}
