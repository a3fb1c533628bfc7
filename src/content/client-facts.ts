/**
 * `clients.ts` as the page reads it, for any owner: an empty list of offers or testimonials is
 * then a list like any other, not a type with no members.
 */
import * as owner from './clients'
import type { Availability, Messages, Service, ServiceWords, Testimonial } from './types'

export const availability: Availability | undefined = owner.availability
export const services: readonly Service[] = owner.services
export const testimonials: readonly Testimonial[] = owner.testimonials
export const booking: string | undefined = owner.booking
export const brief: { budgets: readonly string[]; timelines: readonly string[] } = owner.brief

/** An offer's words in one language (the content check made sure each offer has them). */
export function offerWords(words: NonNullable<Messages['services']>, id: string): ServiceWords {
  return (words.offers as Record<string, ServiceWords>)[id] as ServiceWords
}
