/**
 * The words of both languages at once, with the owner's `{name}` and `{email}` filled in at
 * build: for the server (its mails and plain answers), the prerenderer and the tests. The page
 * loads one language at a time instead (src/i18n/messages.ts), and the groups only some parts
 * show with those parts (content/word-groups.ts).
 */
import words from 'virtual:owner-words'

export const { en, es } = words
