/** What src/site/engine-words.json must hold: the engine's own, as the engine has it now. */
import { ENGINE_LANGUAGES, engineWordsFor } from 'bifolio/src/words/engine-words.ts'

export const ENGINE_WORDS_FILE = new URL('../src/site/engine-words.json', import.meta.url)

export function engineWordsCopy(): { languages: string[]; en: unknown } {
  return { languages: [...ENGINE_LANGUAGES], en: engineWordsFor('en') }
}
