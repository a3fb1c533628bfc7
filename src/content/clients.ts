/**
 * What a prospective client looks for: whether you are free, what you offer, who vouches for
 * you and how to start. The words of the offers are in `services.offers` of `es.ts` and
 * `en.ts`; the sections show where `sections` of `site.ts` puts 'services' and 'testimonials'.
 */
import type { Availability, Service, Testimonial } from './types'

/**
 * The hero's line: `{ status: 'now' }`, `{ status: 'from', date: 'YYYY-MM-DD' }` (once the
 * date is past it reads as now) or `{ status: 'booked' }`; `undefined` shows none.
 */
export const availability: Availability | undefined = { status: 'from', date: '2027-01-11' }

/**
 * One to six offers, in order: an id (its words in `services.offers`), an icon, and
 * optionally a price "from" in whole units of a currency, per project, day or hour.
 */
export const services = [
  {
    id: 'web-app',
    icon: 'lucide:app-window',
    price: { from: 4500, currency: 'EUR', per: 'project' },
  },
  {
    id: 'mobile-app',
    icon: 'lucide:smartphone',
    price: { from: 6000, currency: 'EUR', per: 'project' },
  },
  {
    id: 'consulting',
    icon: 'lucide:messages-square',
    price: { from: 60, currency: 'EUR', per: 'hour' },
  },
] as const satisfies readonly Service[]

/**
 * Quotes from clients, each with their recorded consent (a testimonial without it does not
 * build). A `project` names a folder of `projects/`: the quote also appears on its case study.
 */
export const testimonials = [
  {
    id: 'alba',
    name: 'Alba Ficticia',
    role: { es: 'Responsable de operaciones', en: 'Head of operations' },
    company: 'Clínicas Ejemplo',
    project: 'check-in',
    quote: {
      es: 'Cambiamos las hojas de firmas por la app en una semana. El equipo la usó desde el primer día sin pedir ayuda.',
      en: 'We swapped the sign-in sheets for the app in a week. The team used it from day one without asking for help.',
    },
    consent: { date: '2026-10-02', how: 'by e-mail' },
  },
  {
    id: 'tom',
    name: 'Tom Placeholder',
    role: 'Founder',
    company: 'Acme Rentals',
    quote: {
      en: 'Clear estimates, weekly demos and no surprises on the invoice. We shipped on the date we had planned.',
    },
    consent: { date: '2026-09-14', how: 'in writing, by e-mail' },
  },
  {
    id: 'jorge',
    name: 'Jorge Muestra',
    role: { es: 'Director técnico', en: 'CTO' },
    company: 'Demo Hoteles',
    project: 'hotel-events',
    quote: {
      es: 'Entendió el negocio antes de escribir una línea. Hoy el equipo publica eventos sin depender de nadie.',
      en: 'He understood the business before writing a line. Today the team publishes events without depending on anyone.',
    },
    consent: { date: '2026-08-30', how: 'signed form' },
  },
] as const satisfies readonly Testimonial[]

/** A page where clients book a call with you (any URL); `undefined` shows no link. */
export const booking: string | undefined = 'https://cal.com/daninavarro-dev/30min'

/**
 * The brief's choices in the contact form, by id (their words in `contact.brief` of `es.ts`
 * and `en.ts`); an empty list leaves that choice out. The service is chosen among `services`.
 */
export const brief = {
  budgets: ['under-5k', '5k-15k', 'over-15k'],
  timelines: ['asap', '1-3-months', 'flexible'],
} as const satisfies { budgets: readonly string[]; timelines: readonly string[] }
