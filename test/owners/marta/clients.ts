/**
 * The second owner shows no services and no testimonials, is fully booked, has no booking
 * page, and asks only when a project should start.
 */
import type { Availability, Service, Testimonial } from './types'

export const availability: Availability | undefined = { status: 'booked' }

export const services = [] as const satisfies readonly Service[]

export const testimonials = [] as const satisfies readonly Testimonial[]

export const booking: string | undefined = undefined

export const brief = {
  budgets: [],
  timelines: ['this-quarter', 'next-quarter', 'later'],
} as const satisfies { budgets: readonly string[]; timelines: readonly string[] }
