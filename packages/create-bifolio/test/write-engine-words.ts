/**
 * Writes src/site/engine-words.json from the engine: the languages it brings words in and its
 * English words. `npx tsx test/write-engine-words.ts` after the engine's words change;
 * engine-words.test.ts fails until then.
 */
import { writeFileSync } from 'node:fs'
import { engineWordsCopy, ENGINE_WORDS_FILE } from './engine-words-copy.ts'

writeFileSync(ENGINE_WORDS_FILE, `${JSON.stringify(engineWordsCopy(), null, 2)}\n`)
console.log(`wrote ${ENGINE_WORDS_FILE.pathname}`)
