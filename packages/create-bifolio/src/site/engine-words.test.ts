import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { engineWordsCopy, ENGINE_WORDS_FILE } from '../../test/engine-words-copy.ts'
import { engineSpeaks } from './engine-words.ts'

describe("the engine's words a new site starts from", () => {
  it('are the engine’s own (npx tsx test/write-engine-words.ts)', () => {
    expect(JSON.parse(readFileSync(ENGINE_WORDS_FILE, 'utf8'))).toEqual(engineWordsCopy())
  })

  it('are spoken in a regional tag of a language the engine knows, not in one it lacks', () => {
    expect(['es', 'en-GB', 'pt-BR', 'pt-PT', 'de-CH'].filter(engineSpeaks)).toHaveLength(5)
    expect(['ar', 'nl', 'ja'].filter(engineSpeaks)).toEqual([])
  })
})
