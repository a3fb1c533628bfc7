/**
 * The brief's selects the form shows, with their words: one per choice the content has ids
 * for (`clients.yml`) and words for (`contact.brief`); an owner without offers, budgets or
 * timelines gets no select for them.
 */
import type { Messages } from '../content/types'
import { BRIEF_FIELDS, type BriefField, type BriefIds } from './contact-fields'

export interface BriefChoice {
  field: BriefField
  label: string
  /** What the first option, value '', says: the visitor leaves the choice open. */
  none: string
  options: ReadonlyArray<{ id: string; label: string }>
}

/** The words a brief's choices are named with: the form's, and the offers' titles. */
export type BriefWords = Pick<Messages, 'contact' | 'services'>

export function briefOptions(words: BriefWords, ids: BriefIds): BriefChoice[] {
  const brief = words.contact.brief
  if (!brief) return []
  const offers: Partial<Record<string, { title: string }>> = words.services?.offers ?? {}
  const optionLabel: Record<BriefField, (id: string) => string | undefined> = {
    service: (id) => offers[id]?.title,
    budget: (id) => (brief.budgets as Partial<Record<string, string>>)[id],
    timeline: (id) => (brief.timelines as Partial<Record<string, string>>)[id],
  }
  return BRIEF_FIELDS.filter((field) => ids[field].length > 0).map((field) => ({
    field,
    label: brief[field],
    none: brief.none,
    options: ids[field].map((id) => ({ id, label: optionLabel[field](id) ?? id })),
  }))
}

/**
 * What a choice the API did not take says, under its select and on the plain form's answer.
 * Only a page older than the content can offer such a choice (a select holds the content's
 * ids), so the visitor is asked to check the field, named by its label.
 */
export function briefErrorText(field: BriefField, words: Messages['contact']): string {
  return `${words.answer.invalid} ${words.brief?.[field] ?? field}`
}
