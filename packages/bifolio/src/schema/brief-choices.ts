/** The brief's selects for the owner's content: its ids (`clients.yml`) and its words. */
import type { Messages } from '../content/types'
import { briefOptions, type BriefChoice } from './brief-options'
import { BRIEF_CHOICES } from './contact-schema'

export { briefErrorText, type BriefChoice } from './brief-options'

export function briefChoices(words: Messages): BriefChoice[] {
  return briefOptions(words, BRIEF_CHOICES)
}
