/**
 * `clients.yml`: what a prospective client looks for: whether you are free, what you offer,
 * who vouches for you and how to start. The offers' words are in `services.offers` of es.yml
 * and en.yml; the sections show where `sections` of site.yml puts them.
 */
import * as v from 'valibot'
import { LOCALES } from '../../i18n/locales.ts'
import { siteLanguage } from './languages.ts'
import { day, filled, icon, id, oneOf, text, uniqueIds } from './text.ts'

/** `{ es: "…", en: "…" }` for the site's languages, as they stand when the content is checked. */
const perLanguage = () => `{ ${LOCALES.map((tag) => `${tag}: "…"`).join(', ')} }`

/** One text for every language, or one per language of the site. */
const localized = v.union(
  [
    text,
    v.pipe(
      v.record(siteLanguage, text),
      v.check(
        (words) => LOCALES.every((tag) => words[tag] !== undefined),
        () => `must give the words in every language of the site: ${perLanguage()}`,
      ),
    ),
  ],
  () => `must be text, or one per language: ${perLanguage()}`,
)

const PRICE_UNITS = ['project', 'day', 'hour'] as const

/** The services section's grid has room for six offers. */
const MAX_SERVICES = 6

const availabilityShape = v.pipe(
  v.variant(
    'status',
    [
      v.strictObject({ status: v.literal('now') }),
      v.strictObject({ status: v.literal('from'), date: day }),
      v.strictObject({ status: v.literal('booked') }),
    ],
    'must be { status: now }, { status: from, date: 2027-01-11 } or { status: booked }',
  ),
  v.description(
    "The hero's line: free now, free from a day (once past, it reads as now), or fully booked; leave it out to show none.",
  ),
)

const serviceShape = v.strictObject({
  id,
  icon,
  price: v.optional(
    v.pipe(
      v.strictObject(
        {
          from: v.pipe(
            v.number('must be an amount, e.g. 4500'),
            v.gtValue(0, 'must be an amount above 0, e.g. 4500'),
          ),
          currency: v.pipe(
            v.string('must be a currency code such as EUR or USD'),
            v.check(
              (code) =>
                /^[A-Z]{3}$/.test(code) && Intl.supportedValuesOf('currency').includes(code),
              'must be a currency code such as EUR or USD',
            ),
          ),
          per: oneOf(PRICE_UNITS),
        },
        'must be { from: 4500, currency: EUR, per: project }',
      ),
      v.description('The price "from", in whole units of an ISO 4217 currency.'),
    ),
  ),
})

const testimonialShape = v.strictObject({
  id,
  name: v.pipe(
    v.string("must be the person's name"),
    v.trim(),
    v.nonEmpty("must be the person's name"),
  ),
  role: localized,
  company: v.optional(filled),
  picture: v.optional(
    v.pipe(
      v.string('must be a path such as "images/ana.jpg"'),
      v.description('A square picture under the content folder, e.g. images/ana.jpg.'),
    ),
  ),
  project: v.optional(
    v.pipe(
      v.string("must be a project folder's name"),
      v.description("A project folder's name: the quote also appears on its case study."),
    ),
  ),
  quote: v.pipe(
    v.record(siteLanguage, text, 'must be the words by language, e.g. { en: "…" }'),
    v.check(
      (quote) => Object.keys(quote).length > 0,
      'must hold the words in each language, or in the one they were said in: { en: "…" }',
    ),
  ),
  consent: v.pipe(
    v.strictObject(
      { date: day, how: filled },
      "must record the person's consent to be quoted here, { date: YYYY-MM-DD, how: by e-mail }: a testimonial without it is not shown",
    ),
    v.description('When and how the person agreed to be quoted here.'),
  ),
})

export const clientsShape = v.strictObject(
  {
    availability: v.optional(availabilityShape),
    services: v.optional(
      v.pipe(
        v.array(
          serviceShape,
          'must be a list of offers such as { id: web-app, icon: "lucide:app-window" }',
        ),
        v.maxLength(
          MAX_SERVICES,
          `must list at most ${MAX_SERVICES} offers, as many as the section shows`,
        ),
        uniqueIds(),
        v.description('Your offers, in order: up to six when the services section is shown.'),
      ),
      [],
    ),
    testimonials: v.optional(
      v.pipe(v.array(testimonialShape, 'must be a list of testimonials'), uniqueIds()),
      [],
    ),
    booking: v.optional(
      v.pipe(
        v.string('must be a link such as "https://cal.com/you"'),
        v.url('must be a link such as "https://cal.com/you"'),
        v.startsWith('https://', 'must be an https:// link'),
        v.description('A scheduling link; nothing loads from its host until a visitor follows it.'),
      ),
    ),
    brief: v.optional(
      v.strictObject({
        budgets: v.optional(v.array(id, 'must be a list of ids'), []),
        timelines: v.optional(v.array(id, 'must be a list of ids'), []),
      }),
      { budgets: [], timelines: [] },
    ),
  },
  'must be your availability, offers and testimonials, e.g. "services: []"',
)

export type ClientsFile = v.InferOutput<typeof clientsShape>
export type Availability = NonNullable<ClientsFile['availability']>
export type Service = ClientsFile['services'][number]
export type Testimonial = ClientsFile['testimonials'][number]
