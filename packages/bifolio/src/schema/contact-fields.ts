/**
 * The contact form's fields, their limits and the error codes: what the browser form, the API
 * and the tests agree on, apart from the owner's content (the brief's ids come with it).
 */

export const CONTACT_LIMITS = {
  name: { min: 2, max: 100 },
  email: { min: 4, max: 254 },
  subject: { min: 10, max: 150 },
  message: { min: 10, max: 5000 },
} as const

export const CONTACT_FIELDS = [
  'name',
  'email',
  'subject',
  'message',
  'consent',
  'service',
  'budget',
  'timeline',
] as const
export type ContactField = (typeof CONTACT_FIELDS)[number]
export type TextField = Exclude<ContactField, 'consent' | BriefField>

export const ERROR_CODES = [
  'required',
  'too_short',
  'too_long',
  'invalid',
  'consent_required',
] as const
export type ErrorCode = (typeof ERROR_CODES)[number]
export type FieldErrors = Partial<Record<ContactField, ErrorCode>>

/** The brief's optional choices, each one of the ids the content defines. */
export const BRIEF_FIELDS = ['service', 'budget', 'timeline'] as const
export type BriefField = (typeof BRIEF_FIELDS)[number]

/** The ids each choice may take: the owner's offers, budget ranges and timelines. */
export type BriefIds = Record<BriefField, readonly string[]>

/** The ids of `clients.yml`'s offers and brief, per choice; a list may be empty. */
export function briefIdsOf(clients: {
  services: ReadonlyArray<{ id: string }>
  brief: { budgets: readonly string[]; timelines: readonly string[] }
}): BriefIds {
  return {
    service: clients.services.map((service) => service.id),
    budget: clients.brief.budgets,
    timeline: clients.brief.timelines,
  }
}
