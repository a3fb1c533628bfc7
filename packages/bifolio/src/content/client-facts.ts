/**
 * `clients.yml` as the page reads it, for any owner: an empty list of offers or testimonials is
 * a list like any other. Not in the content index: only the parts that show these load them.
 */
import clients from 'virtual:owner-clients'
import type { Availability, Messages, Service, ServiceWords, Testimonial } from './types'

export const availability: Availability | undefined = clients.availability
export const services: readonly Service[] = clients.services
export const testimonials: readonly Testimonial[] = clients.testimonials
export const booking: string | undefined = clients.booking
export const brief: { budgets: readonly string[]; timelines: readonly string[] } = clients.brief

/** An offer's words in one language (the content check made sure each offer has them). */
export function offerWords(words: NonNullable<Messages['services']>, id: string): ServiceWords {
  return words.offers[id] as ServiceWords
}
