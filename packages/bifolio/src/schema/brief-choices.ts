/** The brief's selects for the owner's content: its ids (`clients.yml`) and its words. */
import { briefOptions, type BriefChoice, type BriefWords } from './brief-options'
import { BRIEF_CHOICES } from './contact-schema'

export { briefErrorText, type BriefChoice } from './brief-options'

export function briefChoices(words: BriefWords): BriefChoice[] {
  return briefOptions(words, BRIEF_CHOICES)
}
