/**
 * The words of each language with the owner's facts filled in: `{name}` and `{email}` in
 * `es.ts` and `en.ts` become `profile.json`'s, so each fact is written once.
 */
import { fillFacts } from './fill-facts'
import { en as enWords } from './en'
import { es as esWords } from './es'
import profile from './profile.json' with { type: 'json' }
import type { Messages } from './types'

export function fillOwner<T>(value: T): T {
  return fillFacts(value, profile)
}

export const es: Messages = fillOwner(esWords)
export const en: Messages = fillOwner(enWords)
