import { BRIEF_FIELDS } from '../../schema/contact-fields'
import { TEXT_FIELDS, type ContactValues } from '../../schema/contact-values'

/**
 * What the visitor already typed into the prerendered form before React hydrated it. On a slow
 * phone that can be a whole field; React would otherwise render the empty state over it.
 */
export function typedBeforeHydration(form: HTMLFormElement): Partial<ContactValues> {
  const typed: Partial<ContactValues> = {}
  for (const field of TEXT_FIELDS) {
    const input = form.elements.namedItem(field)
    if (input instanceof HTMLInputElement || input instanceof HTMLTextAreaElement) {
      if (input.value !== '') typed[field] = input.value
    }
  }
  for (const field of BRIEF_FIELDS) {
    const select = form.elements.namedItem(field)
    if (select instanceof HTMLSelectElement && select.value !== '') typed[field] = select.value
  }
  const consent = form.elements.namedItem('consent')
  if (consent instanceof HTMLInputElement && consent.checked) typed.consent = true
  return typed
}
