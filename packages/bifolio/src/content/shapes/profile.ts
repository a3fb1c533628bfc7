/**
 * `profile.json`: the owner's facts, each written once: name, e-mail, picture, the form's
 * sender, the language the messages are written in, and the profiles the page links.
 */
import * as v from 'valibot'
import { LOCALES } from '../../i18n/locales.ts'
import { httpsUrl } from './text.ts'

export const profileShape = v.strictObject(
  {
    /** The JSON Schema an editor checks the file with; the build reads past it. */
    $schema: v.optional(v.string('must be the path or link of a JSON Schema')),
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

/** The owner's facts, without the editor's `$schema`. */
export type Profile = Omit<v.InferOutput<typeof profileShape>, '$schema'>
