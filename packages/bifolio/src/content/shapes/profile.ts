/**
 * `profile.json`: the owner's facts, each written once: name, e-mail, picture, the form's
 * sender, the language the messages are written in, and the profiles the page links.
 */
import * as v from 'valibot'
import { siteLanguage } from './languages.ts'
import { httpsUrl, icon, text } from './text.ts'

export const profileShape = v.strictObject(
  {
    $schema: v.optional(
      v.pipe(
        v.string('must be the path or link of a JSON Schema'),
        v.description('The JSON Schema an editor checks this file with; the build reads past it.'),
      ),
    ),
    name: v.pipe(
      v.string('must be text'),
      v.trim(),
      v.nonEmpty('must not be empty'),
      v.description('Your name, as the page, the CV and the contact card show it.'),
    ),
    email: v.pipe(
      v.string('must be text'),
      v.email('must be an e-mail address'),
      v.description("Where the contact form's messages reach you."),
    ),
    picture: v.pipe(
      v.string('must be a path such as "images/profile.png"'),
      v.regex(
        // Both cases spelled out, not the `i` flag: a JSON Schema pattern has no flags.
        /^[\w./-]+\.([pP][nN][gG]|[jJ][pP][eE]?[gG]|[wW][eE][bB][pP])$/,
        'must be a PNG, JPEG or WebP file under the content folder',
      ),
      v.description('A square picture under the content folder, e.g. images/profile.png.'),
    ),
    mailFrom: v.optional(
      v.pipe(
        v.string('must be text'),
        v.regex(
          /^(?:[^<>]+ <[^\s@<>]+@[^\s@<>]+>|[^\s@<>]+@[^\s@<>]+)$/,
          'must be an address such as "Portfolio <no-reply@example.com>"',
        ),
        v.description(
          "The sender of the contact form's e-mails: an address your mail provider lets you use. Without it, no-reply at the site's domain (SITE_URL), e.g. Portfolio <no-reply@you.example>.",
        ),
      ),
    ),
    phone: v.optional(
      v.pipe(
        v.string('must be text'),
        v.trim(),
        v.regex(/^\+?[\d\s().-]{6,}$/, 'must be a phone number such as "+34 612 345 678"'),
        v.description(
          'Your phone number with its country code, e.g. "+34 612 345 678". The CV and the contact card show it; the page does not, so it is not read off the page by bots.',
        ),
      ),
    ),
    language: v.optional(
      v.pipe(
        siteLanguage,
        v.description(
          "The language the contact form's e-mails are written to you in; without it, the site's default language.",
        ),
      ),
    ),
    firstYear: v.optional(
      v.pipe(
        v.number('must be a year such as 2025'),
        v.integer('must be a year such as 2025'),
        v.minValue(1990, 'must be a year such as 2025'),
        v.check(
          (year) => year <= new Date().getUTCFullYear(),
          (issue) => `is ${String(issue.input)}, after this year`,
        ),
        v.description(
          "The year the site first went up: the footer's copyright runs from it to the build's year (© 2025–2026); without it, the build's year alone.",
        ),
      ),
    ),
    links: v.optional(
      v.pipe(
        v.strictObject(
          {
            github: v.optional(httpsUrl),
            linkedin: v.optional(httpsUrl),
            others: v.optional(
              v.pipe(
                v.array(
                  v.strictObject(
                    {
                      name: v.pipe(
                        text,
                        v.trim(),
                        v.nonEmpty('must name the site, e.g. "CodePen"'),
                      ),
                      url: httpsUrl,
                      icon: v.optional(icon),
                    },
                    'must be { "name": "CodePen", "url": "https://codepen.io/you", "icon": "simple-icons:codepen" }',
                  ),
                  'must be a list of { "name", "url", "icon" }',
                ),
                v.description(
                  "More profiles or sites, after GitHub and LinkedIn: each named as its site calls itself (the name is the link's label in every language), with an icon (a link when left out).",
                ),
              ),
              [],
            ),
          },
          'may list github, linkedin and others, e.g. { "github": "https://github.com/you" }',
        ),
        v.description('The profiles the page links, each optional.'),
      ),
      {},
    ),
  },
  'must be an object of fields such as "name"',
)

/** The owner's facts, without the editor's `$schema`. */
export type Profile = Omit<v.InferOutput<typeof profileShape>, '$schema'>
