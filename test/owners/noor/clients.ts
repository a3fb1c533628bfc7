/**
 * The third owner says nothing of availability, offers, testimonials or a booking page, and
 * the form asks for nothing beyond the message.
 */
import type { Availability, Service, Testimonial } from './types'

export const availability: Availability | undefined = undefined

export const services = [] as const satisfies readonly Service[]

export const testimonials = [] as const satisfies readonly Testimonial[]

export const booking: string | undefined = undefined

export const brief = {
  budgets: [],
  timelines: [],
} as const satisfies { budgets: readonly string[]; timelines: readonly string[] }
