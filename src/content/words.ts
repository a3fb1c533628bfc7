/**
 * The words of each language with the owner's facts filled in: `{name}` and `{email}` in
 * `es.ts` and `en.ts` become `profile.json`'s, so each fact is written once. Other
 * placeholders (`{year}`, `{n}`…) stay for the page to fill.
 */
import { en as enWords } from './en'
import { es as esWords } from './es'
import profile from './profile.json' with { type: 'json' }
import type { Messages } from './types'

const OWNER_FACTS: Record<string, string> = { name: profile.name, email: profile.email }

export function fillOwner<T>(value: T): T {
  if (typeof value === 'string') {
    return value.replace(/\{(name|email)\}/g, (_, key: string) => OWNER_FACTS[key] ?? '') as T
  }
  if (Array.isArray(value)) return value.map(fillOwner) as T
  if (typeof value === 'object' && value !== null) {
    return Object.fromEntries(
      Object.entries(value).map(([key, inner]) => [key, fillOwner(inner)]),
    ) as T
  }
  return value
}

export const es: Messages = fillOwner(esWords)
export const en: Messages = fillOwner(enWords)
