/**
 * The pages the server answers to the contact form when the page's code never ran. They use
 * the site's own words (`src/content/`), hold no script and no style (the site's CSP allows
 * neither inline), and escape everything a visitor typed. Whenever a message was not taken,
 * the page holds the form again with what was typed, so nothing has to be written twice.
 */
import { wordsIn } from '../../src/content/words'
import type { Messages } from '../../src/content/types'
import { DEFAULT_LOCALE, LOCALES, type Locale } from '../../src/i18n/locales'
import { pathFor } from '../../src/i18n/routes'
import { textDirection } from '../../src/i18n/text-direction'
import { escapeHtml } from '../../src/lib/escape-html'
import {
  BRIEF_FIELDS,
  type BriefField,
  type ErrorCode,
  type FieldErrors,
  type TextField,
} from '../../src/schema/contact-schema'
import { briefChoices, briefErrorText, type BriefChoice } from '../../src/schema/brief-choices'
import { errorText, textFieldError } from '../../src/schema/contact-error-words'
import {
  controlId,
  errorId,
  FIELD_ORDER,
  type ContactValues,
} from '../../src/schema/contact-values'

/** What the visitor sent, as sent, to put back into the form: the form's values less the honeypot. */
export type Typed = Omit<ContactValues, 'website'>

type Trouble = 'invalid' | 'limited' | 'unavailable'

/** The sentence the form shows under a field for a code, from the form's own words module. */
export function fieldErrorText(
  field: TextField | 'consent',
  code: ErrorCode,
  words: Messages['contact'],
): string {
  return field === 'consent' ? words.consentRequired : errorText(textFieldError(field, code, words))
}

/** `site` is '' when the form was posted from this origin, else the site's origin. */
function contactLink(language: Locale, site: string): string {
  return `${site}${pathFor(language, 'home')}#contact`
}

function document(language: Locale, title: string, body: string): string {
  return `<!doctype html>
<html lang="${language}" dir="${textDirection(language)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light dark">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
</head>
<body>
<main>
${body}
</main>
</body>
</html>
`
}

function backLink(language: Locale, site: string): string {
  const words = wordsIn(language).contact
  return `<p><a href="${escapeHtml(contactLink(language, site))}">${escapeHtml(words.answer.back)}</a></p>`
}

const isBrief = (field: string): field is BriefField =>
  (BRIEF_FIELDS as readonly string[]).includes(field)
const INPUT_TYPES = { name: 'text', email: 'email', subject: 'text' } as const
const AUTOCOMPLETE = { name: 'name', email: 'email', subject: 'off' } as const
const MESSAGE_ROWS = 10

function invalidMarks(field: string, error: string | undefined): string {
  return error ? ` aria-invalid="true" aria-describedby="${errorId(field)}"` : ''
}

function errorLine(field: string, error: string | undefined): string {
  return error ? `<br><strong id="${errorId(field)}">${escapeHtml(error)}</strong>` : ''
}

function textControl(field: TextField, value: string, error: string | undefined): string {
  const shared = `id="${controlId(field)}" name="${field}"${invalidMarks(field, error)}`
  if (field === 'message') {
    // A textarea drops one newline right after its start tag; this one, not the visitor's.
    return `<textarea ${shared} rows="${MESSAGE_ROWS}" cols="60">\n${escapeHtml(value)}</textarea>`
  }
  return `<input ${shared} type="${INPUT_TYPES[field]}" autocomplete="${AUTOCOMPLETE[field]}" size="40" value="${escapeHtml(value)}">`
}

/** A select of the brief with the visitor's choice kept; an id it lacks falls back to none. */
function choiceControl(choice: BriefChoice, value: string, error: string | undefined): string {
  const { field, label, none, options } = choice
  const option = (id: string, text: string) =>
    `<option value="${escapeHtml(id)}"${id === value ? ' selected' : ''}>${escapeHtml(text)}</option>`
  return `<p><label for="${controlId(field)}">${escapeHtml(label)}</label><br><select id="${controlId(field)}" name="${field}"${invalidMarks(field, error)}>
${[option('', none), ...options.map(({ id, label: text }) => option(id, text))].join('\n')}
</select>${errorLine(field, error)}</p>`
}

function form(
  language: Locale,
  site: string,
  action: string,
  typed: Typed,
  errors: FieldErrors,
): string {
  const words = wordsIn(language).contact
  const error = (field: TextField | 'consent') => {
    const code = errors[field]
    return code && fieldErrorText(field, code, words)
  }
  const textField = (field: TextField) =>
    `<p><label for="${controlId(field)}">${escapeHtml(words.fields[field].label)}</label><br>${textControl(field, typed[field], error(field))}${errorLine(field, error(field))}</p>`
  // As on the page: the brief after the subject, before the message.
  const choices = briefChoices(wordsIn(language)).map((choice) => {
    const code = errors[choice.field]
    const said = code && briefErrorText(choice.field, words)
    return choiceControl(choice, typed[choice.field], said)
  })
  const fields = [
    ...(['name', 'email', 'subject'] as const).map(textField),
    ...choices,
    textField('message'),
  ]
  const privacy = `${site}${pathFor(language, 'privacy')}`
  return `<form method="post" action="${escapeHtml(action)}" novalidate>
<input type="hidden" name="language" value="${language}">
${fields.join('\n')}
<p><input type="checkbox" id="${controlId('consent')}" name="consent"${typed.consent ? ' checked' : ''}${invalidMarks('consent', error('consent'))}> <label for="${controlId('consent')}">${escapeHtml(words.consent)}</label>${errorLine('consent', error('consent'))}</p>
<p>${escapeHtml(words.privacyNote.before)}<a href="${escapeHtml(privacy)}">${escapeHtml(words.privacyNote.link)}</a>${escapeHtml(words.privacyNote.after)}</p>
<p><button type="submit">${escapeHtml(words.send)}</button></p>
</form>`
}

/** A page that only says `notice`, with the way back to the form. */
function noticePage(language: Locale, site: string, notice: string): string {
  const words = wordsIn(language).contact
  return document(
    language,
    words.answer.title,
    `<h1>${escapeHtml(words.answer.title)}</h1>
<p>${escapeHtml(notice)}</p>
${backLink(language, site)}`,
  )
}

/** The answer once a message is stored (and to a bot, which must not tell the difference). */
export function sentPage(language: Locale, site: string): string {
  return noticePage(language, site, wordsIn(language).contact.sent)
}

/** The answer to a post this server does not take from where it came; it echoes nothing. */
export function refusedPage(language: Locale, site: string): string {
  return noticePage(language, site, wordsIn(language).contact.failed)
}

export interface TroublePage {
  language: Locale
  site: string
  /** Where the form on the page posts: the path it was posted to. */
  action: string
  trouble: Trouble
  typed: Typed
  errors?: FieldErrors
}

/** The answer when a message was not taken: why, then the form again with what was typed. */
export function troublePage({
  language,
  site,
  action,
  trouble,
  typed,
  errors = {},
}: TroublePage): string {
  const words = wordsIn(language).contact
  const said = (field: (typeof FIELD_ORDER)[number], code: ErrorCode) =>
    isBrief(field) ? (words.brief?.[field] ?? field) : fieldErrorText(field, code, words)
  const summary =
    trouble === 'invalid'
      ? `<p>${escapeHtml(words.answer.invalid)}</p>
<ul>
${FIELD_ORDER.flatMap((field) => {
  const code = errors[field]
  if (!code) return []
  // A paragraph each: the browser's own margins space the links 1em apart, so each keeps a
  // 24 px target (WCAG 2.5.8) on this page, which has no stylesheet to size them.
  return [`<li><p><a href="#${controlId(field)}">${escapeHtml(said(field, code))}</a></p></li>`]
}).join('\n')}
</ul>`
      : `<p>${escapeHtml(trouble === 'limited' ? words.rateLimited : words.failed)}</p>`
  return document(
    language,
    words.answer.title,
    `<h1>${escapeHtml(words.answer.title)}</h1>
${summary}
${form(language, site, action, typed, errors)}
${backLink(language, site)}`,
  )
}

/**
 * The answer when the post could not even be read (too large, or not a form), so its language
 * is unknown: every language, the site's first language first.
 */
export function unreadablePage(reason: 'too_large' | 'failed', site: string): string {
  const part = (language: Locale) => {
    const words = wordsIn(language).contact
    const text = reason === 'too_large' ? words.answer.tooLarge : words.failed
    return `<section lang="${language}">
<h1>${escapeHtml(words.answer.title)}</h1>
<p>${escapeHtml(text)}</p>
${backLink(language, site)}
</section>`
  }
  return document(
    DEFAULT_LOCALE,
    wordsIn(DEFAULT_LOCALE).contact.answer.title,
    LOCALES.map(part).join('\n'),
  )
}
