/** The words of each language, with the owner's `{name}` and `{email}` filled in at build. */
import type { Messages } from './types'
import { words } from './owner-content'

export const es: Messages = words.es
export const en: Messages = words.en
