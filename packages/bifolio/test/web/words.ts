/**
 * The Spanish and English words of the site under test, which the engine's unit tests read:
 * the sites they run on are in both.
 */
import { wordsIn } from '../../src/content/words'

export const es = wordsIn('es')
export const en = wordsIn('en')
