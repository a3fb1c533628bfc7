/**
 * The words of both languages at once, with the owner's `{name}` and `{email}` filled in at
 * build: for the server (its mails and plain answers), the prerenderer and the tests. The page
 * loads one language at a time instead (src/i18n/messages.ts).
 */
import en from 'virtual:owner-words/en'
import es from 'virtual:owner-words/es'

export { en, es }
