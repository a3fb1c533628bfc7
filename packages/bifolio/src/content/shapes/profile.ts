/**
 * `profile.json`: the owner's facts, each written once: name, e-mail, picture, the form's
 * sender, the language the messages are written in, and the profiles the page links.
 */
import * as v from 'valibot'
import { LOCALES } from '../../i18n/locales.ts'
import { httpsUrl } from './text.ts'

export const profileShape = v.strictObject(
  {
    name: v.pipe(v.string('must be text'), v.trim(), v.nonEmpty('must not be empty')),
    email: v.pipe(v.string('must be text'), v.email('must be an e-mail address')),
    /** A picture under the content folder, e.g. `images/profile.png`. */
    picture: v.pipe(
      v.string('must be a path such as "images/profile.png"'),
      v.regex(
        /^[\w./-]+\.(png|jpe?g|webp)$/i,
        'must be a PNG, JPEG or WebP file under the content folder',
      ),
    ),
    /** The sender of the contact form's e-mails: an address your mail provider lets you use. */
    mailFrom: v.pipe(
      v.string('must be text'),
      v.regex(
        /^(?:[^<>]+ <[^\s@<>]+@[^\s@<>]+>|[^\s@<>]+@[^\s@<>]+)$/,
        'must be an address such as "Portfolio <no-reply@example.com>"',
      ),
    ),
    /**
     * The language the contact form's e-mails are written to you in: "es" or "en"; without
     * it, the site's default language.
     */
    language: v.optional(
      v.picklist(LOCALES, `must be ${LOCALES.map((l) => `"${l}"`).join(' or ')}`),
    ),
    /**
     * The year the site first went up: the footer's copyright runs from it to the year of the
     * build (`© 2025–2026`); without it, the build's year alone.
     */
    firstYear: v.optional(
      v.pipe(
        v.number('must be a year such as 2025'),
        v.integer('must be a year such as 2025'),
        v.minValue(1990, 'must be a year such as 2025'),
        v.check(
          (year) => year <= new Date().getUTCFullYear(),
          (issue) => `is ${String(issue.input)}, after this year`,
        ),
      ),
    ),
    /** The profiles the page links, each optional. */
    links: v.optional(
      v.strictObject(
        { github: v.optional(httpsUrl), linkedin: v.optional(httpsUrl) },
        'may list github and linkedin, e.g. { "github": "https://github.com/you" }',
      ),
      {},
    ),
  },
  'must be an object of fields such as "name"',
)

export type Profile = v.InferOutput<typeof profileShape>
